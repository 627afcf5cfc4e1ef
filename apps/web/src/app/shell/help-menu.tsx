import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ClockIcon, HelpIcon, MailIcon, PhoneIcon, VisuallyHidden } from '../../ui';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../support-contact';

/** Spec 1 §2: help dropdown with e-mail and phone support (helpline 9am to 9pm). */
export default function HelpMenuImpl({ compact = false, defaultOpen = false }: { compact?: boolean; defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="icon-button icon-button--labelled">
        <HelpIcon />
        {compact ? <VisuallyHidden>Help</VisuallyHidden> : <span>Help</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__label">We are here to help</DropdownMenu.Label>
          <DropdownMenu.Item asChild className="menu__item">
            <a href={`mailto:${SUPPORT_EMAIL}`}>
              <MailIcon size={20} />
              <span>
                E-mail us
                <br />
                <strong>{SUPPORT_EMAIL}</strong>
              </span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu__item">
            <a href={SUPPORT_PHONE_HREF}>
              <PhoneIcon size={20} />
              <span>
                Call us (toll-free)
                <br />
                <strong>{SUPPORT_PHONE}</strong>
              </span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <div className="menu__label menu__hours">
            <ClockIcon size={18} aria-hidden="true" /> Helpline hours: {SUPPORT_HOURS}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
