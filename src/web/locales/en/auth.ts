/** Texts of the sign-in, sign-up and password-reset pages. */
export const auth = {
  'auth.title': 'Welcome to Govi Market',
  'auth.intro': 'Sign in to buy and sell, or create a free account.',
  'auth.tabs': 'Sign in or create an account',
  'auth.tab.signIn': 'Sign In',
  'auth.tab.signUp': 'Sign Up',

  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.firstName': 'First Name',
  'auth.field.lastName': 'Last Name',
  'auth.field.newPassword': 'New password',
  'auth.field.repeatPassword': 'Type the password again',
  'auth.field.confirmPassword': 'Confirm new password',
  'auth.hint.password': 'At least {min} characters.',

  'auth.signIn.submit': 'Sign In',
  'auth.signIn.busy': 'Signing in...',
  'auth.signIn.successTitle': 'Welcome back!',
  'auth.signIn.successText': 'You have successfully signed in.',

  'auth.signUp.submit': 'Create Account',
  'auth.signUp.busy': 'Creating account...',
  'auth.signUp.successTitle': 'Welcome!',
  'auth.signUp.successText': 'Your account has been created successfully.',
  'auth.signUp.confirmTitle': 'Success!',
  'auth.signUp.confirmText': 'Please check your email to confirm your account.',
  'auth.signUp.checkEmailHeading': 'Check your email',
  'auth.signUp.checkEmailText':
    'We have sent a confirmation link to {email}. Open it to confirm your account and choose your password, and you will be signed in.',
  'auth.signUp.checkEmailSpam': 'No email after a few minutes? Look in your spam folder.',
  'auth.signUp.startOver': 'Use a different email',

  'auth.forgot.toggle': 'Forgot password?',
  'auth.forgot.heading': 'Reset your password',
  'auth.forgot.intro': 'Enter the email of your account and we will send you a link to choose a new password.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.busy': 'Sending...',
  'auth.forgot.sent': 'If an account exists for that address, we have sent a link to reset the password.',
  'auth.forgot.mailDisabled':
    'Password reset needs email, which is not set up on this server. Please contact support and we will help you get back into your account.',
  'auth.forgot.contactSupport': 'Contact support',

  'auth.reset.heading': 'Choose a new password',
  'auth.reset.intro': 'Enter a new password for your Govi Market account.',
  'auth.reset.submit': 'Save new password',
  'auth.reset.busy': 'Saving...',
  'auth.reset.successTitle': 'Password changed',
  'auth.reset.successText': 'You can now sign in with your new password.',
  'auth.reset.invalidHeading': 'This link no longer works',
  'auth.reset.invalidText':
    'Password reset links work only once and only for a limited time. Go back to Sign In and choose "Forgot password?" to get a new link.',
  'auth.reset.backToSignIn': 'Back to Sign In',

  'auth.confirm.heading': 'Confirm your account',
  'auth.confirm.intro':
    'Choose the password you will sign in with. It may be the one you typed when you signed up; any other password set before this step stops working.',
  'auth.confirm.submit': 'Confirm and sign in',
  'auth.confirm.busy': 'Confirming...',
  'auth.confirm.successTitle': 'Account confirmed',
  'auth.confirm.successText': 'Welcome to Govi Market. You are signed in.',
  'auth.confirm.invalidHeading': 'This link no longer works',
  'auth.confirm.invalidText':
    'Confirmation links work for 24 hours. Sign in with your e-mail address to get a new one, or choose "Forgot password?" on the Sign In page.',
  'auth.confirm.alreadyHeading': 'Your account is already confirmed',
  'auth.confirm.alreadyText': 'Sign in with your e-mail address and password. If you do not know the password, choose "Forgot password?".',

  'auth.error.invalidCredentials': 'Invalid email or password.',
  'auth.error.accountExists': 'An account with this email already exists. Please sign in instead.',
  'auth.error.emailNotVerified':
    'Please confirm your email address first: open the link in the email we sent you. No email after a few minutes? Look in your spam folder.',
  'auth.error.invalidToken': 'This password reset link is invalid or has expired.',
  'auth.error.passwordMismatch': 'The passwords do not match.',
} as const;
