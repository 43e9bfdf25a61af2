// Call, chat or copy a message to support (docs/product.md#orders-pages).
import { MESSAGES } from '@shop/shared/messages';
import { Copy, MessageCircle, Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { shopConfig } from '../../../lib/shop-config.ts';
import { toast } from '../../../lib/toast.ts';
import { messagingAppLink, supportPhoneDigits } from '../utils/support.ts';

const buttonClass = buttonClasses({
  variant: 'secondary',
  size: 'sm',
  className: 'inline-flex items-center justify-center gap-2',
});

export function SupportActions({ message }: { message: string }) {
  const call = () => {
    const digits = supportPhoneDigits(shopConfig.supportPhone);
    if (!digits) return toast.error(MESSAGES.invalidSupportPhone);
    window.location.href = `tel:+${digits}`;
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(message);
      toast.success(MESSAGES.messageCopied);
    } catch {
      toast.error(MESSAGES.copyManually);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={call} className={buttonClass}>
        <Phone aria-hidden="true" className="h-4 w-4" /> Call Support
      </button>
      <a
        href={messagingAppLink(shopConfig.supportWhatsapp, message)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> Chat on WhatsApp
      </a>
      <button type="button" onClick={copy} className={buttonClass}>
        <Copy aria-hidden="true" className="h-4 w-4" /> Copy Message
      </button>
    </div>
  );
}
