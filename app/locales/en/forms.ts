// Forms that keep what was typed, and the booking confirmations (issue 46 items 6–7, docs/decisions/0126).
export default {
  'cancelBooking.title': 'Cancel this booking?',
  'cancelBooking.text': '{{name}}, {{when}}. The time is freed for others; this cannot be undone.',
  'cancelBooking.confirm': 'Cancel booking',
  'cancelBooking.confirming': 'Cancelling...',
  'cancelBooking.keep': 'Keep booking',
  'cancelBooking.gone': 'This booking cannot be cancelled any more.',
  'claim.proofKept': 'Your proof is kept: {{name}}. Choose another file only to replace it.',
  'claim.declined': 'Payment Failed: the payment did not go through. Your answers and your proof are kept; submit again to pay.',
}
