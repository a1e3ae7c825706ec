import { useEffect, useState } from 'react';

/** The QR code of an otpauth:// URI (error correction M, 100 px); the library loads only here. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { errorCorrectionLevel: 'M', width: 100, margin: 1 }))
      .then((url) => {
        if (active) setSrc(url);
      })
      .catch((error: unknown) => console.error('The QR code could not be drawn', error));
    return () => {
      active = false;
    };
  }, [value]);
  if (!src) return <div className="qr-code-placeholder" aria-hidden="true" />;
  return <img src={src} width={100} height={100} alt={label} className="qr-code" data-testid="mfa-qr" />;
}
