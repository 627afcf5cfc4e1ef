// Our own wording for the NISM and ARN registration where spec 3 is silent (the spec's own strings
// are in messages.registration and messages.redeem.nismArnRequired).
export const agentRegistrationOwnMessages = {
  /** A certificate claimed without its image. */
  certificateRequired: 'Please upload the certificate image',
  /** Spec 3 §4: "Submit needs the terms box ticked". */
  termsRequired: 'Please accept the terms and conditions',
  termsLabel: 'I confirm that the certificates and numbers above are mine and valid, and I accept the terms and conditions.',
  /** An ARN longer than any AMFI issues (the spec says "digits only"). */
  arnNumberInvalid: 'Please enter valid ARN number',
  /** The congratulations view after a registration with both certificates. */
  congratulations: 'Congratulations!',
  registered: 'Your NISM and ARN details are submitted. You can now sell Mutual Funds to your customers.',
  /** After a registration without an ARN (NISM only, or neither). */
  savedWithoutArn: 'Your details are saved. Submit your ARN Card copy to be able to sell Mutual Funds.',
  /** The registration is the advisor's (spec 3 §6). */
  advisorOnly: 'Only the advisor can register NISM and ARN certificates.',
  uploadCertificates: 'Upload certificates',
  /** The popup's labels (spec 3 names the fields, not their words). */
  nismQuestion: 'Are you NISM certified?',
  arnQuestion: 'Are you an ARN holder?',
  yes: 'Yes',
  no: 'No',
  nismNumber: 'NISM number (10 to 12 digits)',
  testDate: 'Test date',
  validTill: 'Valid till',
  nismCertificate: 'Image of the NISM certificate',
  arnNumber: 'ARN number',
  euin: 'EUIN',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  arnCertificate: 'Image of the ARN card',
  imageHint: 'jpeg, jpg, png, gif or bmp, under 5 MB',
  submit: 'Submit',
  close: 'Close',
  uploading: 'Uploading…',
  registerNismArn: 'Register NISM and ARN',
} as const;
