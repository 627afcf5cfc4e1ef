import { advisorShareCustomerSchema, calculatorInputsSchema, calculatorKinds, emailAddress, messages, mobileNumber, personName, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';

// The calculators' sharing (spec 3 §2 "Calculators", §3 "Calculator inputs", §4 "Calculator
// sharing", §5, §7 "Calculators and leads"; issue 13 §4; docs/decisions/0133). The calculators
// themselves run in the browser on the domain's formulas; only sharing calls the server.

/** A short link's code: 8 letters and digits (the product's /s/{code}). */
export const SHORT_CODE = /^[A-Za-z0-9]{8}$/;
const shortCode = text().regex(SHORT_CODE, messages.calculator.shareFailed);
export const sharedCalculatorParams = z.object({ code: shortCode });

const requestKey = text().min(8).max(64);

/**
 * The advisor's Share (spec 3 §4): the calculator and its inputs (inside spec 3 §5's bounds, the
 * same schema as the sliders), the popup's customer (both or neither, the name trimmed and
 * capitalised: a lead when given) and a key that makes a repeated submit the same lead.
 */
export const shareCalculatorBody = z.object({
  inputs: calculatorInputsSchema,
  customer: advisorShareCustomerSchema,
  requestKey,
});
export type ShareCalculatorBody = z.input<typeof shareCalculatorBody>;

/** Spec 3 §3 "response shortenUrl, fileId, fileName", and the WhatsApp link that carries it. */
export const calculatorShareAnswer = z.object({
  /** The product's short link (PUBLIC_URL/s/{code}), which opens the shared landing. */
  shortenUrl: z.string(),
  /** The share image's id (the short code) and file name. */
  fileId: z.string(),
  fileName: z.string(),
  /** The PNG's address (absolute). */
  imageUrl: z.string(),
  /** https://wa.me/[91{mobile}]?text=… with the message and the short link. */
  whatsappUrl: z.string(),
  /** A lead was saved for the customer of the popup. */
  leadSaved: z.boolean(),
});
export type CalculatorShareAnswer = z.infer<typeof calculatorShareAnswer>;

/** What the shared landing shows: the inputs (it computes the figures itself), whose share it is, the image. */
export const sharedCalculator = z.object({
  calculator: z.enum(calculatorKinds),
  investmentAmt: z.number(),
  rateOfReturn: z.number(),
  timePeriod: z.number(),
  advisorName: z.string(),
  /** The PNG's path (/api/v1/calculators/shared/{code}/image). */
  imagePath: z.string(),
});
export type SharedCalculator = z.infer<typeof sharedCalculator>;

/** Spec 3 §5 "Customer interest form": name, mobile and e-mail, all required (spec 3 §3 "Interested customer lead"). */
export const interestedCustomerBody = z.object({
  userName: personName({ required: messages.calculator.fullNameRequired, invalid: messages.lead.nameInvalid }),
  mobile: mobileNumber({ required: messages.calculator.mobileRequired }),
  emailId: emailAddress({ required: messages.calculator.emailRequired }),
  requestKey,
});
export type InterestedCustomerBody = z.input<typeof interestedCustomerBody>;

export const interestedAnswer = z.object({ message: z.string() });

export const sharedCalculatorImagePath = (code: string) => `/api/v1/calculators/shared/${encodeURIComponent(code)}/image`;
export const sharedCalculatorPath = (code: string) => `/api/v1/calculators/shared/${encodeURIComponent(code)}`;
export const interestedPath = (code: string) => `${sharedCalculatorPath(code)}/interested`;

export const calculatorRoutes = {
  shareCalculator: defineRoute({
    method: 'POST',
    path: '/api/v1/calculators/share',
    summary:
      "An advisor shares a calculator result (spec 3 §4): saves the popup's customer as an mf_interested lead, makes a short link and " +
      'the PNG of the result, and answers the WhatsApp link. Only an advisor signed in with the agent’s own account: 401 signed out, 403 anyone else',
    tags: ['calculators'],
    // The advisor's own session; it names no customer's things (the lead is the advisor's own).
    access: 'signedIn',
    body: shareCalculatorBody,
    response: calculatorShareAnswer,
  }),
  getSharedCalculator: defineRoute({
    method: 'GET',
    path: '/api/v1/calculators/shared/:code',
    summary: 'A shared calculator result for its landing: the inputs, the advisor’s name and the image; 404 for an unknown code',
    tags: ['calculators'],
    access: 'public',
    params: sharedCalculatorParams,
    response: sharedCalculator,
  }),
  saveInterestedCustomer: defineRoute({
    method: 'POST',
    path: '/api/v1/calculators/shared/:code/interested',
    summary: "I'm Interested on a shared calculator (spec 3 §4): an mf_interested lead for the advisor who shared it; a repeated requestKey is the same lead",
    tags: ['calculators'],
    // Anyone who has the link, guest or signed in (the CSRF check needs the session).
    access: 'session',
    params: sharedCalculatorParams,
    body: interestedCustomerBody,
    response: interestedAnswer,
  }),
};

export const calculatorRawRoutes = {
  sharedCalculatorImage: defineRawRoute({
    method: 'GET',
    path: '/api/v1/calculators/shared/:code/image',
    summary: 'The shared result as a PNG (made on the server from the stored inputs); 404 for an unknown code',
    access: 'public',
    params: sharedCalculatorParams,
  }),
};
