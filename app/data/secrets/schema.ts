// Secrets every server of the site shares (migrations 0013 and 0023, ADR 044): one row per name, made
// once at first need unless configured. The guard's key (`hmac`), the owner sessions' signing secret
// (`session`), the key sealing two-step secrets (`second-factor`), the secret moving hidden addresses
// (`location`), the key signing an admin's preview cookie (`preview`, ADR 061); and values configured at start: the login wave's thresholds (`login-wave`) and the form time's
// minimum (`minimum-fill-ms`).

export interface StoredSecretTable {
  name: string;
  value: string;
}

export interface SecretsTables {
  stored_secret: StoredSecretTable;
}
