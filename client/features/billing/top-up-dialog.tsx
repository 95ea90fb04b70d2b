/** Placeholder until the payments work lands: the final component keeps these props. */
export interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  onSuccess?: () => void;
}

export function TopUpDialog(_props: TopUpDialogProps) {
  return null;
}
