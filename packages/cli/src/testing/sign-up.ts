/** `spotter onboard` with every required flag (Ada, 34, 170 cm, 64 kg) signing up `email`: add flags after it. */
export const signUpArgs = (email: string) => [
  'onboard',
  '--first-name',
  'Ada',
  '--email',
  email,
  '--age',
  '34',
  '--height-cm',
  '170',
  '--weight-kg',
  '64',
];
