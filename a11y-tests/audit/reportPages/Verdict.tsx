/** "Pass" or "Fail" (or the words given), coloured and in bold, never told by colour alone. */
export function Verdict({
  ok,
  yes = 'Pass',
  no = 'Fail',
}: {
  ok: boolean;
  yes?: string;
  no?: string;
}) {
  return ok ? <span className="pass">{yes}</span> : <span className="fail">{no}</span>;
}
