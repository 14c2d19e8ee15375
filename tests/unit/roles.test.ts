import { describe, expect, it } from 'vitest';
import {
  accountTypeName,
  homePath,
  isClient,
  isEmployee,
  isExecutor,
  isLoggedIn,
} from '../../src/lib/roles';
import { clientUser, employeeUser, executorUser } from '../fixtures/users';

describe('roles', () => {
  it('names the account type whose id is type_account', () => {
    expect(accountTypeName(clientUser)).toBe('client');
    expect(accountTypeName(executorUser)).toBe('contractor');
    expect(accountTypeName({ ...clientUser, type_account: 99 })).toBeNull();
    expect(accountTypeName(null)).toBeNull();
  });

  it('tells the four visitors apart', () => {
    const table = [
      [null, false, false, false, false],
      [clientUser, true, true, false, false],
      [executorUser, true, false, true, false],
      [employeeUser, true, false, false, true],
    ] as const;
    for (const [user, loggedIn, client, executor, employee] of table) {
      expect([isLoggedIn(user), isClient(user), isExecutor(user), isEmployee(user)]).toEqual([
        loggedIn,
        client,
        executor,
        employee,
      ]);
    }
  });

  it('an employee is never an executor, even with the contractor type', () => {
    expect(accountTypeName(employeeUser)).toBe('contractor');
    expect(isExecutor(employeeUser)).toBe(false);
  });

  it('sends clients to the dashboard and contractors to the panel', () => {
    expect(homePath(clientUser)).toBe('/dashboard');
    expect(homePath(executorUser)).toBe('/panel');
    expect(homePath(employeeUser)).toBe('/panel');
    expect(homePath(null)).toBeNull();
  });
});
