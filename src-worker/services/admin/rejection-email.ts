// The e-mail to the payer of a submission an admin turns down, in the language they submitted in:
// the admin's reason, and what happens to their money.
import type { RefundOutcome } from "../../shared/contract/admin";

interface RejectionEmail {
  venueName: string;
  cityName: string;
  reason: string;
  refund: RefundOutcome;
  supportEmail: string;
}

export function rejectionEmail(locale: "en" | "es", m: RejectionEmail): { subject: string; body: string } {
  const refunded = m.refund.status === "refunded";
  if (locale === "es") {
    return {
      subject: `Tu propuesta no fue aprobada: ${m.venueName}`,
      body: [
        "Hola:",
        "",
        `Revisamos tu propuesta de ${m.venueName} (${m.cityName}) y no podemos publicarla.`,
        "",
        `Motivo: ${m.reason}`,
        "",
        refunded
          ? `Te devolvimos ${m.refund.amount}. El reembolso suele tardar entre 5 y 10 días hábiles en aparecer en tu cuenta.`
          : `Te devolveremos ${m.refund.amount}. Te escribiremos cuando el reembolso esté hecho.`,
        `Tu referencia de pago: ${m.refund.checkoutId}.`,
        "",
        `Si tienes preguntas, responde a este correo o escríbenos a ${m.supportEmail}.`,
        "",
        "El equipo de World Cup Watch Spots",
      ].join("\n"),
    };
  }
  return {
    subject: `Your submission was not approved: ${m.venueName}`,
    body: [
      "Hello,",
      "",
      `We reviewed your submission of ${m.venueName} (${m.cityName}) and cannot list it.`,
      "",
      `Reason: ${m.reason}`,
      "",
      refunded
        ? `We have refunded ${m.refund.amount}. A refund usually takes 5 to 10 business days to reach your account.`
        : `We will refund ${m.refund.amount} to you and write again once it is done.`,
      `Your payment reference: ${m.refund.checkoutId}.`,
      "",
      `If you have questions, reply to this e-mail or write to ${m.supportEmail}.`,
      "",
      "World Cup Watch Spots Team",
    ].join("\n"),
  };
}
