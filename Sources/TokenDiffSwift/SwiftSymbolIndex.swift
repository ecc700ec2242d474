import TokenDiffCore

/// Every declaration of a revision's Swift token sources, looked up the way Swift looks names
/// up: from the referring type outwards, then by a unique type-name suffix (a nested type written
/// without its outer types).
struct SwiftSymbolIndex {
  /// Declared token paths, each with its declared type.
  private var declared: [TokenPath: String?] = [:]
  /// Every declared type path, joined with `.`.
  private var typeNames: Set<String> = []
  /// Type paths by their last name, for nested types written without their outer types.
  private var typesByLastName: [String: [[String]]] = [:]

  /// Typed properties without a value, by path: providers.
  private var providers: [TokenPath: String] = [:]
  /// Enum cases (`Skin.default`), joined with `.`: values, not tokens.
  private var enumCases: Set<String> = []
  /// Each enum's case names in the order written, by the enum's path joined with `.`.
  private var casesByEnum: [String: [String]] = [:]
  /// The type paths the sources declare rather than only extend, joined with `.`; `nil`: not
  /// known (every type counts as declared).
  private var declaredTypes: Set<String>?

  init(
    declarations: [SwiftDeclaration],
    types: [[String]],
    providers: [TokenPath: String] = [:],
    enumCases: [[String]] = [],
    declaredTypes: [[String]]? = nil
  ) {
    self.providers = providers
    self.declaredTypes = declaredTypes.map { Set($0.map { $0.joined(separator: ".") }) }
    self.enumCases = Set(enumCases.map { $0.joined(separator: ".") })
    for path in enumCases {
      guard let name = path.last else { continue }
      casesByEnum[path.dropLast().joined(separator: "."), default: []].append(name)
    }
    for declaration in declarations where declared[declaration.path] == nil {
      declared[declaration.path] = .some(declaration.declaredType)
    }
    for type in types + declarations.map(\.typePath) {
      let name = type.joined(separator: ".")
      guard typeNames.insert(name).inserted, let last = type.last else { continue }
      typesByLastName[last, default: []].append(type)
    }
  }

  /// Whether a type of this written name (`RawColor`, `SemanticTokens.Colors`) is declared. Pure.
  func isType(_ written: [String], from scope: [String]) -> Bool {
    !typePaths(written, from: scope).isEmpty
  }

  /// Whether the type written `type` is one the sources only extend (`extension Bundle`): a
  /// platform type, with members the sources do not declare (`.module`). Pure.
  func isOnlyExtended(_ written: [String], from scope: [String]) -> Bool {
    guard let declaredTypes else { return false }
    let paths = typePaths(written, from: scope)
    return !paths.isEmpty && !paths.contains { declaredTypes.contains($0.joined(separator: ".")) }
  }

  /// Whether `name`, seen from `scope`, is a stored property without a value (a provider, or
  /// an instance's `let lightColor: Color`): what it holds is not known here. Pure.
  func isValueless(_ name: String, from scope: [String]) -> Bool {
    outward(name, from: scope) { providers[$0] != nil } != nil
  }

  /// The declared token `member` of the type written `type`, seen from `scope`. Pure.
  func member(_ name: String, ofType type: [String], from scope: [String]) -> TokenPath? {
    for candidate in typePaths(type, from: scope) {
      let path = TokenPath(candidate + [name])
      if declared[path] != nil { return path }
    }
    return nil
  }

  /// Whether `name` is a case of the enum written `type`, seen from `scope`. Pure.
  func isEnumCase(_ name: String, ofType type: [String], from scope: [String]) -> Bool {
    typePaths(type, from: scope).contains {
      enumCases.contains(($0 + [name]).joined(separator: "."))
    }
  }

  /// The cases of the enum written `type`, seen from `scope`, in the order written; `nil` when
  /// the sources declare no such enum. Pure.
  func cases(ofEnum type: [String], from scope: [String]) -> [String]? {
    for candidate in typePaths(type, from: scope) {
      if let cases = casesByEnum[candidate.joined(separator: ".")] { return cases }
    }
    return nil
  }

  /// An unqualified name seen from `scope`: a member of the scope or an enclosing type, or a
  /// constant at file scope. Pure.
  func unqualified(_ name: String, from scope: [String]) -> TokenPath? {
    outward(name, from: scope) { declared[$0] != nil }
  }

  /// The first path `name` makes in `scope` or an enclosing type, the innermost first, then at
  /// file scope, that `holds`. Pure.
  private func outward(_ name: String, from scope: [String], _ holds: (TokenPath) -> Bool)
    -> TokenPath?
  {
    var prefix = scope
    while true {
      let path = TokenPath(prefix + [name])
      if holds(path) { return path }
      guard !prefix.isEmpty else { return nil }
      prefix.removeLast()
    }
  }

  /// The declared type of a property, such as a provider (`let colors: ColorProvider`). Pure.
  func declaredType(of path: TokenPath) -> String? {
    providers[path] ?? declared[path] ?? nil
  }

  /// A provider property (a typed property without a value) seen from `scope`. Pure.
  func provider(_ name: String, from scope: [String]) -> TokenPath? {
    outward(name, from: scope) { providers[$0] != nil || declared[$0] != nil }
  }

  /// The declared type paths a written type name can mean from `scope`: nested in the scope
  /// or an enclosing type first, then as written, then by a unique last name. Pure.
  /// The declared type a written name (`Theme.Palette`, `Palette`) stands for seen from
  /// `scope`, the innermost first; `nil` when the sources declare none. Pure.
  func typePath(_ written: [String], from scope: [String]) -> [String]? {
    typePaths(written, from: scope).first
  }

  private func typePaths(_ written: [String], from scope: [String]) -> [[String]] {
    var result: [[String]] = []
    var prefix = scope
    while true {
      let candidate = prefix + written
      if typeNames.contains(candidate.joined(separator: ".")) { result.append(candidate) }
      if prefix.isEmpty { break }
      prefix.removeLast()
    }
    if result.isEmpty, let last = written.last, let matches = typesByLastName[last] {
      let suffixed = matches.filter {
        $0.count >= written.count && Array($0.suffix(written.count)) == written
      }
      if suffixed.count == 1 { result += suffixed }
    }
    return result
  }
}
