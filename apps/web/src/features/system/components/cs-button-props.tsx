import { IconHeadset } from '../../../components/icons';

/**
 * What every customer-service header button shares: the headset, and its name kept when the words hide (app.css).
 * Its own module so the lazily loaded menu list can use it without importing the menu that loads it (a cycle).
 */
export function csButtonProps(label: string) {
  return {
    color: 'inherit',
    leftSection: <IconHeadset size={18} />,
    className: 'arcadia-header-button arcadia-cs-button',
    'aria-label': label,
    title: label,
    children: <span className="arcadia-cs-label">{label}</span>,
  } as const;
}
