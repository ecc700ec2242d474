/// The JSON of every file of one revision, and what `$ref` and `$extends` need from it:
/// following pointers, inlining value-level references, finding `$extends` targets and their
/// cycles. Made and used by one parse, on one task; memoised.
///
/// This file holds the files and the revision-wide budgets; following pointers is in
/// `ReferenceIndex+Pointers.swift`, inlining values in `ReferenceIndex+Inlining.swift`, and
/// `$extends` in `ReferenceIndex+Extends.swift`. The stored state below is internal only so
/// that those extensions can reach it; nothing else reads it.
final class ReferenceIndex {
  /// The most `$ref`s followed in one chain, and detours taken for one pointer segment.
  static let maximumHops = 64
  /// The most tokens and groups `$extends` may materialise for one revision (guards against
  /// input where every copy copies more copies).
  static let inheritedBudget = 100_000

  var roots: [String: JSONValue] = [:]
  var styles: [String: TokenSyntax] = [:]
  /// Files whose text has `$ref` or `$extends` somewhere; only they can declare anything.
  var referringFiles: Set<String> = []
  /// Paths of the files, sorted.
  var files: [String] = []
  var declarationTable: [NodeID: Declaration]?
  /// The layers below each declaring group (its target's expansion).
  var expansions: [NodeID: [GroupLayer]] = [:]
  var inheritedWork = 0
  /// The most JSON values `$ref` inlining may build for one revision: references that refer to
  /// arrays of references, ten to a level, would otherwise build 10^levels values.
  static let inlinedBudget = 100_000
  var inlinedWork = 0
  /// The DTCG files by the members of their root, for pointers followed into another file
  /// (``followInAnotherFile(_:visiting:)``); built on first use.
  var topLevelIndex: [String: [String]]?
  /// Whether running out of ``inheritedBudget`` was reported.
  var budgetReported = false

  init() {}

  /// Adds a file. `mayRefer` false promises that the file has no `$ref` or `$extends`, which
  /// spares looking for them.
  func add(file: String, root: JSONValue, style: TokenSyntax, mayRefer: Bool = true) {
    roots[file] = root
    styles[file] = style
    if mayRefer, style == .dtcg {
      referringFiles.insert(file)
    } else {
      referringFiles.remove(file)
    }
    files = roots.keys.sorted()
    declarationTable = nil
    expansions = [:]
  }

  func contains(file: String) -> Bool { roots[file] != nil }

  /// The root of a file added with `mayRefer` false: one whose reading asks this index
  /// nothing that an index of that file alone would answer otherwise (no `$ref`, no
  /// `$extends`, no declaration), so it may be read apart from the revision. `nil` otherwise.
  func rootIfStandingAlone(_ file: String) -> JSONValue? {
    referringFiles.contains(file) ? nil : roots[file]
  }

  /// Whether raw file bytes mention `$ref` or `$extends` (as a key must, unless written with
  /// `\u` escapes). Pure.
  static func mentionsReferences(_ bytes: [UInt8]) -> Bool {
    ByteSearch.contains(bytes, "$ref") || ByteSearch.contains(bytes, "$extends")
  }

  func style(of file: String) -> TokenSyntax { styles[file] ?? .dtcg }

  /// Counts one token or group materialised by `$extends`; false once the budget is spent.
  func spendInheritedBudget() -> Bool {
    inheritedWork += 1
    return inheritedWork <= Self.inheritedBudget
  }
}

/// A place in a file: the member names (and array indices) from the root.
struct NodeID: Hashable, Comparable {
  var file: String
  var path: [String]

  static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    return lhs.path.lexicographicallyPrecedes(rhs.path)
  }
}
