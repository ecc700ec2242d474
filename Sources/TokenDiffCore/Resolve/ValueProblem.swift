/// Why a value could not be read: the finding kind, a message and where it was written.
public struct ValueProblem: Error, Sendable, Hashable {
  public var kind: FindingKind
  public var message: String
  public var position: TextPosition
  /// For a problem inherited through aliases: the token where the chain breaks, its own
  /// message, and how many links away it is. `nil` when the problem is the token's own.
  public var root: TokenPath?
  public var rootMessage: String?
  public var links = 0
  /// For a reference to a token that does not exist: the path it names.
  public var missing: TokenPath?

  public init(_ kind: FindingKind, _ message: String, at position: TextPosition) {
    self.kind = kind
    self.message = message
    self.position = position
  }

  /// The problem of a token whose alias `target` is broken with `problem`: it names the root
  /// of the chain and its length instead of nesting every link's message, so messages stay
  /// short however long the chain is. Pure.
  static func inherited(
    by token: TokenPath,
    through target: TokenPath,
    from problem: ValueProblem,
    at position: TextPosition
  ) -> ValueProblem {
    var inherited: ValueProblem
    if let root = problem.root, let rootMessage = problem.rootMessage {
      let links = problem.links + 1
      inherited = ValueProblem(
        .brokenReference,
        "'\(token)' refers to '{\(target)}', which is broken: the chain breaks at '\(root)', \(links) links away (\(rootMessage))",
        at: position
      )
      inherited.root = root
      inherited.rootMessage = rootMessage
      inherited.links = links
    } else {
      inherited = ValueProblem(
        .brokenReference,
        "'\(token)' refers to '{\(target)}', which is broken (\(problem.message))",
        at: position
      )
      inherited.root = target
      inherited.rootMessage = problem.message
      inherited.links = 1
    }
    return inherited
  }
}
