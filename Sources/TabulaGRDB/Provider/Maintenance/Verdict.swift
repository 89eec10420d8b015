/// Whether a query can be maintained: accepted with what the provider needs to know of it, or
/// refused with the reason it is refetched.
enum Verdict<Value: Sendable>: Sendable {
  case accepted(Value)
  case refused(QueryRefetchReason)
}
