import { describe, expect, it } from 'vitest';
import { flowSteps, nextStep, stepRedirect } from '../../src/lib/flow-steps';

describe('multi-step flows', () => {
  it('knows the order of both flows', () => {
    expect(flowSteps.project).toEqual([
      '',
      'industries',
      'executor',
      'company',
      'requirements',
      'about-project',
    ]);
    expect(flowSteps.company).toEqual(['', 'services', 'industries', 'description']);
  });

  it('the first step is always open', () => {
    expect(stepRedirect('company', '', null)).toBeNull();
    expect(stepRedirect('project', '', 'requirements')).toBeNull();
  });

  it('a step is open from the previous step, on reload, and going back', () => {
    expect(stepRedirect('company', 'services', '')).toBeNull();
    expect(stepRedirect('company', 'services', 'services')).toBeNull();
    expect(stepRedirect('company', 'services', 'description')).toBeNull();
    expect(stepRedirect('project', 'about-project', 'requirements')).toBeNull();
  });

  it('skipping a step, or arriving from nowhere, goes back to the first step', () => {
    expect(stepRedirect('company', 'industries', '')).toBe('');
    expect(stepRedirect('company', 'description', null)).toBe('');
    expect(stepRedirect('project', 'requirements', 'industries')).toBe('');
    expect(stepRedirect('project', 'executor', 'services')).toBe('');
    expect(stepRedirect('project', 'nonexistent', 'executor')).toBe('');
  });

  it('names the next step, none after the last', () => {
    expect(nextStep('company', '')).toBe('services');
    expect(nextStep('project', 'company')).toBe('requirements');
    expect(nextStep('company', 'description')).toBeNull();
  });
});
