/** reCAPTCHA v3 as the use cases see it: was this token issued to a person doing this action? */
export interface BotCheck {
  verify(token: string, expectedAction: string): Promise<{ human: boolean; reason?: string }>;
}
