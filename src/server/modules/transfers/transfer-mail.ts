import type { Mail } from '../../email/mailer';

/**
 * The recipient may have no account yet, so their language is unknown: the message is written in
 * both, English first (SPEC §1: en is the default).
 */
export function transferMail(opts: { to: string; from: { name: string; email: string }; vehicleName: string; expiresAt: Date }): Mail {
  const sender = opts.from.name ? `${opts.from.name} (${opts.from.email})` : opts.from.email;
  const until = opts.expiresAt.toISOString().slice(0, 10);
  return {
    to: opts.to,
    subject: `Patina: ${opts.vehicleName} is being transferred to you / wird an Sie übertragen`,
    text: [
      `${sender} is transferring the ${opts.vehicleName} to you, with its documents, photos and history.`,
      `Sign in to Patina with this e-mail address before ${until} and the vehicle is added to your garage.`,
      '',
      `${sender} überträgt Ihnen den ${opts.vehicleName} mit seinen Dokumenten, Fotos und seiner Geschichte.`,
      `Melden Sie sich bis ${until} mit dieser E-Mail-Adresse bei Patina an, dann erscheint das Fahrzeug in Ihrer Garage.`,
    ].join('\n'),
  };
}
