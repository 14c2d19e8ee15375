import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** An antd Button that is a real link (`<a href>`) and navigates through the router on a plain click. */
export function LinkButton({ to, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={onClick} />;
}
