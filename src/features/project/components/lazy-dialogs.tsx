import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

// The decision dialogs are antd (Modal, Form): their code loads when one is first opened, so the tender tabs'
// first visit downloads no antd.

const lazyNamed = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

const candidateDialogs = () => import('./CandidateDialogs');
const closingDialogs = () => import('./ProjectClosingDialogs');
const Reject = lazyNamed(candidateDialogs, 'RejectDialog');
const Winner = lazyNamed(candidateDialogs, 'WinnerDialog');
const ThirdParty = lazyNamed(closingDialogs, 'ThirdPartyDialog');
const Cancel = lazyNamed(closingDialogs, 'CancelProjectDialog');
const AcceptWork = lazyNamed(() => import('./AcceptWorkDialog'), 'AcceptWorkDialog');
const Invite = lazyNamed(() => import('./InviteDialog'), 'InviteDialog');

/**
 * A dialog mounted from its first opening on (then antd closes it with its animation and gives the focus back to
 * the button that opened it); the screen waits for its code without a placeholder (a moment on a click).
 */
function opened<Props extends { open: boolean }>(Dialog: ComponentType<Props>) {
  return function OpenedDialog(props: Props) {
    const [wasOpened, setWasOpened] = useState(props.open);
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const RejectDialog = opened<ComponentProps<typeof Reject>>(Reject);
export const WinnerDialog = opened<ComponentProps<typeof Winner>>(Winner);
export const ThirdPartyDialog = opened<ComponentProps<typeof ThirdParty>>(ThirdParty);
export const CancelProjectDialog = opened<ComponentProps<typeof Cancel>>(Cancel);
export const AcceptWorkDialog = opened<ComponentProps<typeof AcceptWork>>(AcceptWork);
export const InviteDialog = opened<ComponentProps<typeof Invite>>(Invite);
