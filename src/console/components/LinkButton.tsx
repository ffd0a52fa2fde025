import { Button, type ButtonProps } from 'antd';
import { Link } from 'react-router';

/** A button that moves within the app (a router link around an antd button). */
export function LinkButton({ to, ...button }: ButtonProps & { to: string }) {
  return (
    <Link to={to}>
      <Button {...button} />
    </Link>
  );
}
