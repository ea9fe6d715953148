import type { Mail } from '../../email/mailer';

/** Written in both languages: the grantee's language is not known (they may have no account yet). */
export function shareMail(opts: { to: string; from: { name: string; email: string }; vehicleName: string }): Mail {
  const sender = opts.from.name ? `${opts.from.name} (${opts.from.email})` : opts.from.email;
  return {
    to: opts.to,
    subject: `Patina: ${opts.vehicleName} was shared with you / wurde mit Ihnen geteilt`,
    text: [
      `${sender} shared the ${opts.vehicleName} with you (read-only).`,
      'Sign in to Patina with this e-mail address and find it under Shared Vehicles → Shared with me.',
      '',
      `${sender} hat den ${opts.vehicleName} mit Ihnen geteilt (nur lesen).`,
      'Melden Sie sich mit dieser E-Mail-Adresse bei Patina an: Sie finden ihn unter Geteilte Fahrzeuge → Mit mir geteilt.',
    ].join('\n'),
  };
}
