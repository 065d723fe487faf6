import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a text box named by its visible label, with the hint as its description', async () => {
    render(
      <main>
        <TextField
          label="Full name"
          description="As you would like us to address you"
          errorPrefix="Error:"
          autoComplete="name"
        />
      </main>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(screen.getByText('Full name').tagName).toBe('LABEL');
    expect(input).toHaveAccessibleDescription('As you would like us to address you');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).not.toBeRequired();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('passes the input type through and takes typed text', async () => {
    render(<TextField label="Email" type="email" autoComplete="email" errorPrefix="Error:" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('ana@example.org');
    expect(input).toHaveValue('ana@example.org');
  });

  it('renders a multi-line text area when multiline is set', async () => {
    render(<TextField label="Message" multiline errorPrefix="Error:" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.click(area);
    await userEvent.keyboard('line one{Enter}line two');
    expect(area).toHaveValue('line one\nline two');
  });

  it('shows an error given by the form, in words and not by colour alone', async () => {
    render(
      <main>
        <TextField
          label="Email"
          name="userEmail"
          type="email"
          errorPrefix="Error:"
          error="Enter an e-mail address like name@example.org."
        />
      </main>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: Enter an e-mail address like name@example.org.',
    );
    // The invalid state is exposed as data attributes for the stylesheet.
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input.parentElement).toHaveAttribute('data-invalid', 'true');
    // The word and an icon (hidden from screen readers, who hear the word) sit beside the message.
    const error = screen.getByText('Enter an e-mail address like name@example.org.', {
      exact: false,
    });
    expect(error).toHaveTextContent('Error: Enter an e-mail address like name@example.org.');
    expect(error.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows no error while the field is valid', () => {
    render(<TextField label="Phone number" type="tel" errorPrefix="Error:" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Error:/)).not.toBeInTheDocument();
  });

  it('marks a required field visibly and for screen readers, saying "required" once', async () => {
    render(
      <main>
        <TextField
          label="Message"
          multiline
          isRequired
          requiredMarker="(required)"
          errorPrefix="Error:"
        />
      </main>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-required', 'true');
    // Never the browser's own check, which would stop a Submit without a word.
    expect(area).not.toHaveAttribute('required');
    // Seen after the label; not part of the name, or "required" would be heard twice.
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
    expect(area).toHaveAccessibleName('Message');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('reads the hint, then the error, and drops the error once the form takes it back', () => {
    const field = (error?: string) => (
      <TextField
        label="Phone number"
        type="tel"
        description="With the country code"
        errorPrefix="Error:"
        error={error}
      />
    );
    const { rerender } = render(field('Enter a phone number of 7 to 15 digits.'));
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAccessibleDescription(
      'With the country code Error: Enter a phone number of 7 to 15 digits.',
    );
    rerender(field(undefined));
    expect(input).toHaveAccessibleDescription('With the country code');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.parentElement).not.toHaveAttribute('data-invalid');
  });

  it('hands each change to the form as text, the form holding the value', async () => {
    const changes: string[] = [];
    render(
      <TextField
        label="Full name"
        errorPrefix="Error:"
        value="Asha"
        onChange={(value) => changes.push(value)}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), '!');
    expect(changes).toEqual(['Asha!']);
    // Controlled: the field shows what the form holds until the form changes it.
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha');
  });
});
