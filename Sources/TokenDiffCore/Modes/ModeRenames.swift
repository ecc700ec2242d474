/// A `dimension=value` pair renamed between two revisions (its value, its dimension or both):
/// `Color=Dark` to `Color=Dark Mode`. A theme group renamed is one rename per theme.
public struct ModeRename: Sendable, Equatable, Hashable {
  public var from: String
  public var to: String

  public init(from: String, to: String) {
    self.from = from
    self.to = to
  }
}

/// Values of a dimension that two revisions name differently but identify alike: a Tokens
/// Studio theme keeps its `id` when it is renamed (`Dark` to `Dark Mode`), a resolver
/// context the files it reads (``ResolverDocument/contextsByFiles``), and any value its
/// spelling once case, spaces, punctuation and a closing `mode` are set aside (`darkmode` to
/// `Dark Mode`, ``spelling(_:)``), so the head's
/// `Color=Dark Mode` is the base's `Color=Dark`, its tokens are compared with the base's dark
/// values, and the rename is reported (a consumer that selects the theme by name must follow
/// it). Names alone cannot tell a rename from a theme removed and another added; an identity
/// can. Immutable once made.
struct ModeRenames: Sendable {
  /// The head's `dimension=value` pairs (lowercased) that are renamed, each with the base's
  /// dimension and value, as the base spells them.
  private let toBase: [String: (dimension: String, value: String)]

  /// The renames `renames` lists (`from` is the base's pair, `to` the head's). Pure.
  init(_ renames: [ModeRename]) {
    var toBase: [String: (dimension: String, value: String)] = [:]
    for rename in renames {
      guard let base = Self.pair(rename.from), let head = Self.pair(rename.to) else { continue }
      toBase[ModeSpace.pairText(head.0, head.1).lowercased()] = base
    }
    self.toBase = toBase
  }

  /// No renames.
  static let none = ModeRenames([])

  var isEmpty: Bool { toBase.isEmpty }

  /// The one `dimension=value` pair `text` is, trimmed as mode names are read; `nil` for
  /// anything else (a value spelling `,` or `=` cannot be read back from a mode name). Pure.
  private static func pair(_ text: String) -> (String, String)? {
    let pairs = ModeSpace.pairs(of: text)
    guard pairs.count == 1, let pair = pairs.first, !pair.0.isEmpty, !pair.1.contains("=")
    else { return nil }
    return pair
  }

  /// The pairs renamed from `base` to `head`, given each revision's identities of its
  /// `dimension=value` pairs (``ResolvedRevision/modeIdentities``) and its mode names. A pair
  /// is renamed when the head's pair of the same identity is another pair, neither revision
  /// has the other's pair among its modes (a value that kept its name under another identity,
  /// or under none, is not a rename), and each side has one pair of that identity. Sorted by
  /// the base's pair. Pure.
  ///
  /// A pair whose identity the other revision lacks (a theme deleted and made anew: another
  /// `id`, another name) is renamed by the files it reads (`baseFiles`, `headFiles`:
  /// ``ResolvedRevision/modeFileIdentities``) when one pair on each side reads them: its tokens
  /// are then compared, where a mode removed and another added compared none.
  static func found(
    base: [String: String],
    head: [String: String],
    baseModes: [String],
    headModes: [String],
    baseFiles: [String: String] = [:],
    headFiles: [String: String] = [:]
  ) -> [ModeRename] {
    func byIdentity(_ identities: [String: String]) -> [String: String] {
      var pairs: [String: String] = [:]
      var repeated = Set<String>()
      for (pair, identity) in identities {
        if pairs.updateValue(pair, forKey: identity) != nil { repeated.insert(identity) }
      }
      for identity in repeated { pairs[identity] = nil }
      return pairs
    }
    func pairs(_ modes: [String], _ identified: [String: String]) -> Set<String> {
      var pairs = Set(identified.keys.map { $0.lowercased() })
      for mode in modes {
        for (dimension, value) in ModeSpace.pairs(of: mode) {
          pairs.insert(ModeSpace.pairText(dimension, value).lowercased())
        }
      }
      return pairs
    }
    let basePairs = pairs(baseModes, base)
    let headPairs = pairs(headModes, head)
    func renamed(_ base: [String: String], _ head: [String: String]) -> [ModeRename] {
      let headByIdentity = byIdentity(head)
      return byIdentity(base).compactMap { identity, from in
        guard let to = headByIdentity[identity], to.lowercased() != from.lowercased(),
          !headPairs.contains(from.lowercased()), !basePairs.contains(to.lowercased()),
          pair(from) != nil, pair(to) != nil
        else { return nil }
        return ModeRename(from: from, to: to)
      }
    }
    var renames = renamed(base, head)
    // A pair whose identity the other side lacks, by the files it reads.
    let (baseIdentities, headIdentities) = (Set(base.values), Set(head.values))
    renames += renamed(
      baseFiles.filter { pair, _ in base[pair].map { !headIdentities.contains($0) } ?? false },
      headFiles.filter { pair, _ in head[pair].map { !baseIdentities.contains($0) } ?? false }
    )
    // A pair with an identity is renamed by it alone: another `id` is another theme (but for
    // the one value of a dimension on each side, below, which is always on).
    let taken = Set(
      renames.flatMap { [$0.from.lowercased(), $0.to.lowercased()] }
        + (Array(base.keys) + Array(head.keys)).map { $0.lowercased() }
    )
    renames += respelled(
      base: (baseModes, basePairs),
      head: (headModes, headPairs),
      taken: taken
    )
    let renamedSoFar = Set(renames.flatMap { [$0.from.lowercased(), $0.to.lowercased()] })
    renames += onlyValuesReplaced(
      base: (baseModes, basePairs),
      head: (headModes, headPairs),
      taken: renamedSoFar
    )
    return renames.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
  }

  /// A dimension both revisions have with one value each, another in each (designsystemet's
  /// `Theme=theme` that became `Theme=sample-theme`, with a new `id` and set file): the one value
  /// of a dimension is always on, so the head's is the base's renamed, and the modes of the
  /// other dimensions still meet (light with light). Read as a mode removed and another added,
  /// no mode met and every token that varies by mode went uncompared. Pairs already renamed
  /// (`taken`) are left. Pure.
  private static func onlyValuesReplaced(
    base baseSide: (modes: [String], pairs: Set<String>),
    head headSide: (modes: [String], pairs: Set<String>),
    taken: Set<String>
  ) -> [ModeRename] {
    // By lowercased dimension: the dimension as written, and its values.
    func values(_ modes: [String]) -> [String: (dimension: String, values: Set<String>)] {
      var found: [String: (dimension: String, values: Set<String>)] = [:]
      for mode in modes {
        for (dimension, value) in ModeSpace.pairs(of: mode) where !dimension.isEmpty {
          found[dimension.lowercased(), default: (dimension, [])].values.insert(value)
        }
      }
      return found
    }
    let heads = values(headSide.modes)
    return values(baseSide.modes).sorted { $0.key < $1.key }.compactMap { key, base in
      guard let head = heads[key], base.values.count == 1, head.values.count == 1,
        let from = base.values.first.map({ ModeSpace.pairText(base.dimension, $0) }),
        let to = head.values.first.map({ ModeSpace.pairText(head.dimension, $0) })
      else { return nil }
      let (old, new) = (from.lowercased(), to.lowercased())
      guard old != new, !taken.contains(old), !taken.contains(new),
        !headSide.pairs.contains(old), !baseSide.pairs.contains(new),
        pair(from) != nil, pair(to) != nil
      else { return nil }
      return ModeRename(from: from, to: to)
    }
  }

  /// The values of a dimension respelled between the revisions (`darkmode` → `Dark Mode`,
  /// `dark` → `dark-mode`: a Figma Variables export names its files after its modes, and a mode
  /// renamed in Figma renames the file), each side having one value of that spelling
  /// (``spelling(_:)``) in that dimension and neither the other's pair. `pairs` are each side's
  /// lowercased pairs, `taken` those renamed already and those with an identity. Pure.
  private static func respelled(
    base: (modes: [String], pairs: Set<String>),
    head: (modes: [String], pairs: Set<String>),
    taken: Set<String>
  ) -> [ModeRename] {
    // By dimension and spelling: the one pair of that spelling, `nil` when there are several.
    func bySpelling(_ modes: [String], otherPairs: Set<String>) -> [String: String?] {
      var found: [String: String?] = [:]
      var seen = Set<String>()
      for mode in modes {
        for (dimension, value) in ModeSpace.pairs(of: mode) where !dimension.isEmpty {
          let text = ModeSpace.pairText(dimension, value)
          let lowered = text.lowercased()
          guard seen.insert(lowered).inserted, !otherPairs.contains(lowered),
            !taken.contains(lowered), pair(text) != nil
          else { continue }
          let spelled = spelling(value)
          guard !spelled.isEmpty else { continue }
          let key = dimension.lowercased() + "\u{1F}" + spelled
          found[key] = found[key] == nil ? .some(text) : .some(nil)
        }
      }
      return found
    }
    let heads = bySpelling(head.modes, otherPairs: base.pairs)
    return bySpelling(base.modes, otherPairs: head.pairs).compactMap { key, from in
      guard let from, case let to?? = heads[key] else { return nil }
      return ModeRename(from: from, to: to)
    }
  }

  /// A mode value's letters and digits, lowercased, without a closing `mode`, `theme` or
  /// `scheme` word: `Dark Mode`, `dark-mode`, `darkmode` and `Dark` all spell `dark`. Pure.
  static func spelling(_ value: String) -> String {
    var letters = String(
      value.lowercased().unicodeScalars.filter {
        $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
    )
    for word in ["mode", "theme", "scheme"]
    where letters.count > word.count && letters.hasSuffix(word) {
      letters.removeLast(word.count)
      break
    }
    return letters
  }

  /// The pairs renamed between two resolved revisions (``found(base:head:baseModes:headModes:)``
  /// on their identities and mode names). Pure.
  static func found(_ base: ResolvedRevision, _ head: ResolvedRevision) -> [ModeRename] {
    found(
      base: base.modeIdentities,
      head: head.modeIdentities,
      baseModes: base.modeNames,
      headModes: head.modeNames,
      baseFiles: base.modeFileIdentities,
      headFiles: head.modeFileIdentities
    )
  }

  /// `mode` (a head mode) with its renamed pairs written as the base writes them; a mode with
  /// none is returned unchanged. Pure.
  func inBaseTerms(_ mode: String) -> String {
    guard !toBase.isEmpty else { return mode }
    let pairs = ModeSpace.pairs(of: mode)
    guard pairs.allSatisfy({ !$0.0.isEmpty }) else { return mode }
    var renamed = false
    let written = pairs.map { dimension, value -> String in
      guard let base = toBase[ModeSpace.pairText(dimension, value).lowercased()] else {
        return ModeSpace.pairText(dimension, value)
      }
      renamed = true
      return ModeSpace.pairText(base.dimension, base.value)
    }
    return renamed ? written.joined(separator: ", ") : mode
  }
}

extension [ModeRename] {
  /// The same renames read the other way (head to base). Pure.
  var inverted: [ModeRename] { map { ModeRename(from: $0.to, to: $0.from) } }
}
