/// The tokens a ``ResolutionEngine`` resolves, by index: an array, or another mode's array with
/// a few tokens replaced at their own indices.
///
/// A mode of a resolver document usually replaces a few tokens of its baseline. Reading the
/// baseline's array through a small table of replacements shares every other token with the
/// baseline instead of copying it once per mode, so a mode costs what it changes, not the size
/// of the set.
struct TokenTable {
  private let base: [Token]
  private let replaced: [Int: Token]

  /// Every token of `tokens`, none replaced.
  init(_ tokens: [Token]) {
    base = tokens
    replaced = [:]
  }

  /// `base` with the tokens at the given indices replaced. Each replacement must keep the path
  /// of the token it replaces, so that the base's ``PathIndex`` still describes the table.
  init(_ base: [Token], replacing replaced: [Int: Token]) {
    self.base = base
    self.replaced = replaced
  }

  /// How many tokens the table holds. Pure.
  var count: Int { base.count }

  /// Whether most indices will never be read: a table with replacements serves a mode that
  /// resolves only what its replacements affect. Pure.
  var isSparse: Bool { !replaced.isEmpty }

  /// The token at `index`. Pure.
  subscript(index: Int) -> Token {
    if !replaced.isEmpty, let token = replaced[index] { return token }
    return base[index]
  }
}
