/// One `layers:` rule of the configuration: the tokens it matches (by token path or by file)
/// and the layer they are in. The first matching rule wins.
public struct LayerRule: Sendable, Hashable {
  /// What a rule's glob is matched against.
  public enum Target: Sendable, Hashable {
    /// A token path glob: segments separated by `.`, `*` one segment (or part of one), `**`
    /// any number of segments (`color.palette.**`).
    case tokens(Glob)
    /// A file glob, as in `files:` (`tokens/components/**`).
    case files(Glob)
  }

  public var target: Target
  public var layer: Layer

  public init(target: Target, layer: Layer) {
    self.target = target
    self.layer = layer
  }

  /// A rule on token paths written with dots (`color.palette.**`). Pure.
  public static func tokens(_ pattern: String, layer: Layer) -> LayerRule {
    LayerRule(target: .tokens(TokenGlob.glob(pattern)), layer: layer)
  }

  /// A rule on files (`tokens/core/**`). Pure.
  public static func files(_ pattern: String, layer: Layer) -> LayerRule {
    LayerRule(target: .files(Glob(pattern)), layer: layer)
  }

  /// Whether the rule matches a token. Pure.
  public func matches(_ token: ResolvedToken) -> Bool {
    switch target {
    case .tokens(let glob): TokenGlob.matches(glob, token.path)
    case .files(let glob): glob.matches(token.location.file)
    }
  }
}

/// Globs on token paths: the dotted pattern is matched segment by segment, anchored at the
/// start of the path (`color.*` matches `color.red`, not `brand.color.red`).
public enum TokenGlob {
  /// The glob a dotted pattern stands for. Pure.
  public static func glob(_ pattern: String) -> Glob {
    Glob(
      "/" + pattern.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
    )
  }

  /// Whether a token path matches a glob made by ``glob(_:)``. Pure.
  public static func matches(_ glob: Glob, _ path: TokenPath) -> Bool {
    glob.matches(path.segments.joined(separator: "/"))
  }
}
