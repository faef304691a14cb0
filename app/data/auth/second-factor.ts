// A second factor as every kind of account's repository reads it (ADR 031, 036, 048): the app's
// secret (sealed), pending until `enabledAt`, and the last time step taken.

export interface SecondFactor {
  secret: string;
  enabledAt: Date | undefined;
  usedStep: number | null;
}
