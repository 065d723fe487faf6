import { render, screen } from '@testing-library/react';
import { ContactForm } from '../../features/contact/ContactForm/ContactForm';

/**
 * The contact form rendered in `main`, as its page has it, with its fields and Submit found by
 * role and name (the English words: the `components` project's language). For the form's own
 * tests, whatever they replace around it (the network, the dialog's code, the phone's storage).
 */
export function renderContactForm() {
  render(
    <main>
      <ContactForm />
    </main>,
  );
  return {
    fullName: screen.getByRole('textbox', { name: 'Full name' }),
    phoneNumber: screen.getByRole('textbox', { name: 'Phone number' }),
    userEmail: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}
