/// Everything tokendiff knows about one token of one revision (`tokendiff explain`): its value
/// and alias chain in each mode, what it depends on and what depends on it, where it is
/// defined, its layer and its deprecation.
public struct TokenExplanation: Sendable, Equatable {
  /// The token in one mode.
  public struct ModeView: Sendable, Equatable {
    /// `nil`: the revision has no modes.
    public var mode: String?
    /// The canonical value; `nil` when the token is broken in this mode.
    public var value: TokenValue?
    public var type: TokenType?
    /// The token, then each alias target in turn to the token holding the literal.
    public var aliasChain: [TokenPath]
    /// Why the token has no value in this mode.
    public var problem: String?
    public var layer: Layer
    public var layerSource: LayerSource
    /// Where the definition this mode uses is written.
    public var location: SourceLocation
  }

  public var token: TokenPath
  /// Where the token is defined (several places when several files define the path).
  public var locations: [SourceLocation]
  public var modes: [ModeView]
  /// The tokens its value comes through, directly or not (a change to any reaches it), in any
  /// mode, sorted.
  public var reachedBy: [TokenPath]
  /// The tokens that depend on it, directly or not (a change to it reaches them), in any mode,
  /// sorted.
  public var reaches: [TokenPath]
  /// The tokens that alias or reference it directly, in any mode, sorted.
  public var referencedBy: [TokenPath]
  public var deprecation: Deprecation?
  public var description: String?
  /// The stable id (`uuid`, an `$extensions` id).
  public var identity: String?
  /// Why no build outputs the token, when none does: it only serves references (a Tokens Studio
  /// `source` set), or its set is one no theme uses. `nil` for a token that is output.
  public var notOutput: String?

  /// Explains a token of a resolved revision; `nil` when no mode has it. A group with a `$root`
  /// token is explained by the group's name too, as `{group}` aliases reach it. Pure.
  public static func explain(_ path: TokenPath, in revision: ResolvedRevision) -> TokenExplanation?
  {
    if let explanation = explainExactly(path, in: revision) { return explanation }
    guard path.segments.last != "$root" else { return nil }
    return explainExactly(TokenPath(path.segments + ["$root"]), in: revision)
  }

  private static func explainExactly(_ path: TokenPath, in revision: ResolvedRevision)
    -> TokenExplanation?
  {
    let lookup = ModeLookup(revision)
    var views: [ModeView] = []
    var reachedBy = Set<TokenPath>()
    var reaches = Set<TokenPath>()
    var referencedBy = Set<TokenPath>()
    var found: ResolvedToken?
    // The modes of the set (and, in the plain set, the file) that defines the token: another
    // set's modes (a Tokens Studio set's themes beside Swift sources) would show its value
    // once more under each of their names.
    // A set that outputs the token comes first, and its value in each mode is its own: a draft
    // or plain part that only reads a themed set's file would give the modes of its own
    // (none), and its copy in modes where the themed set has no such token.
    var modes = lookup.modes
    let holders = revision.sets.indices.compactMap { index in
      revision.sets[index].baseline.tokens.first { $0.path == path }.map {
        (index: index, token: $0)
      }
    }
    let holder =
      holders.first { revision.sets[$0.index].reports($0.token) } ?? holders.first
    if let holder {
      modes = revision.sets[holder.index].modeNames(forFile: holder.token.location.file)
    }
    for mode in modes {
      let inMode =
        holder.map { lookup.index.lookup(set: $0.index, mode: mode)(path) }
        ?? lookup.token(path, in: mode)
      guard let token = inMode else { continue }
      found = found ?? token
      // The chain goes through the set that defines the token, and starts at the definition
      // explained: where two files define the path, the first copy may be the one that loses.
      let tokens = lookup.tokens(in: mode, set: holder?.index).map { $0.path == path ? token : $0 }
      let graph = DependencyGraph(tokens: tokens, mode: mode)
      views.append(
        ModeView(
          mode: mode,
          value: token.value,
          type: token.type,
          aliasChain: graph.aliasChain(from: path),
          problem: token.problem?.message,
          layer: token.layer,
          layerSource: token.layerSource,
          location: token.location
        )
      )
      reachedBy.formUnion(token.dependencies)
      reaches.formUnion(graph.dependents(of: path))
      referencedBy.formUnion(graph.referencedBy[path] ?? [])
    }
    guard let found else { return nil }
    let locations = Set(views.map { $0.location }).union(
      revision.sets.flatMap { set in
        set.baseline.tokens.filter { $0.path == path }.map { $0.location }
      }
    )
    return TokenExplanation(
      token: path,
      locations: locations.sorted(),
      modes: views,
      reachedBy: reachedBy.sorted(),
      reaches: reaches.sorted(),
      referencedBy: referencedBy.sorted(),
      deprecation: found.deprecation,
      description: found.description,
      identity: found.identity,
      notOutput: notOutput(holders.map { (revision.sets[$0.index], $0.token) })
    )
  }

  /// Why no build outputs a token, given the sets whose baselines hold it, or `nil` when one
  /// of them outputs it. Pure.
  static func notOutput(_ holders: [(ModalTokenSet, ResolvedToken)]) -> String? {
    guard !holders.isEmpty, !holders.contains(where: { $0.0.reports($0.1) }) else { return nil }
    if holders.contains(where: { $0.0.draftFiles.contains($0.1.location.file) }) {
      return "its file is a Tokens Studio set no theme uses, which no build reads"
    }
    return "its file is a Tokens Studio source set, which only serves references"
  }

  /// Token paths of the revision that look like `path`, for a "did you mean" hint: first the
  /// names a typo away (``EditDistance``, nearest first), then those with the same last
  /// segment or similar words, at most five. Pure.
  public static func suggestions(for path: TokenPath, in revision: ResolvedRevision) -> [TokenPath]
  {
    let wanted = PathSimilarity.words(path)
    var similar = Set<TokenPath>()
    var names: [String: TokenPath] = [:]
    for set in revision.sets {
      for token in set.baseline.tokens {
        names[token.path.description] = token.path
        if token.path.segments.last == path.segments.last
          || PathSimilarity.isSimilar(wanted, PathSimilarity.words(token.path))
        {
          similar.insert(token.path)
        }
      }
    }
    var result = EditDistance.nearest(to: path.description, in: names.keys.sorted(), count: 5)
      .compactMap { names[$0] }
    for token in similar.sorted() where !result.contains(token) { result.append(token) }
    return Array(result.prefix(5))
  }
}
