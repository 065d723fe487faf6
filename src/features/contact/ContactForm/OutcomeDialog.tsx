import { AlertDialog, type AlertDialogProps } from '../../../components/AlertDialog/AlertDialog';
import { LocaleProvider } from '../../../components/LocaleProvider/LocaleProvider';

/**
 * The form's "Success!" and "Oops!" dialog, with react-aria's locale around it. Its own module,
 * so that the contact page starts without react-aria: the form loads it at the first Submit,
 * and fetches it ahead (not run) once the page is idle (./outcomeDialogPart.ts).
 */
export function OutcomeDialog(props: AlertDialogProps) {
  return (
    <LocaleProvider>
      <AlertDialog {...props} />
    </LocaleProvider>
  );
}
