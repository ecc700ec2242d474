extension ValueReader {
  /// The longest text a reference is written as inside another value: longer text keeps the
  /// reference as written, so that a value is at most its own text plus this much per
  /// reference in it, however references nest.
  static let maximumWrittenReference = 64

  /// Text the build passes to its output (CSS, a Style Dictionary string), with each reference
  /// in it resolved and depended on (a missing one fails the build) and, where it resolves to a
  /// number, size, duration, colour, boolean, text or list of names (a font family, joined
  /// by commas, unquoted) of at most ``maximumWrittenReference`` characters, written as that
  /// value, the way the build writes it: `calc({a} + 8px)` reads `calc(24px + 8px)`, so a
  /// change to `a` is a change to this token. `asWritten`: a reference to a plain number or
  /// text is filled in as written (``writtenScalar``). Other references stay as written. Pure
  /// apart from `resolveAlias`.
  func cssText(_ text: String, at position: TextPosition, asWritten: Bool = false) -> Result<
    TokenValue, ValueProblem
  > {
    var failure: ValueProblem?
    let written = replacingBraced(in: text.trimmingSpaces) { inside in
      guard failure == nil, let path = aliasPath(in: "{" + inside + "}") else { return nil }
      switch resolveAlias(path, nil, position) {
      case .failure(let problem):
        failure = problem
        return nil
      case .success where asWritten && writtenScalar?(path) != nil:
        return writtenScalar?(path)
      case .success(let resolved):
        switch resolved {
        case .number, .dimension, .duration, .color, .bool: return resolved.text
        case .string(let text) where text.count <= Self.maximumWrittenReference: return text
        case .array(let names):
          // A font family's list, joined by commas (names are not quoted).
          let texts = names.compactMap { name -> String? in
            if case .string(let text) = name { return text }
            return nil
          }
          let written = texts.joined(separator: ", ")
          guard texts.count == names.count, !texts.isEmpty,
            written.count <= Self.maximumWrittenReference
          else { return nil }
          return written
        default: return nil
        }
      }
    }
    if let failure { return .failure(failure) }
    return .success(.string(written))
  }
}

extension ValueReader {
  /// A broken token's `$value` as written, for telling two broken definitions apart: numbers,
  /// text, arrays and objects as they are, every reference kept as its `{path}` text rather
  /// than followed, without Style Dictionary's `.value` suffix (`{a.value}` and `{a}` name one
  /// token). Pure; recursion is bounded by ``JSONParser/maximumDepth``, as every value comes
  /// from the parser or from the readers that build on it.
  static func writtenForm(of value: JSONValue) -> TokenValue {
    let reader = ValueReader { target, _, _ in
      .success(.string("{\(RootFolding.withoutValueSuffix(target))}"))
    }
    switch reader.readGeneric(value) {
    case .success(let written): return written
    case .failure: return .string(value.brief())
    }
  }

  /// The CSS colour functions whose arguments a lenient build fills in from references.
  private static let colorFunctions: Set<String> = [
    "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
  ]

  /// A CSS colour function whose arguments are references (`hsl({hue} 100% 36%)`), which
  /// Tokens Studio and Style Dictionary write with the references' values: the colour that
  /// text makes, a broken reference's problem, or `nil` when the text is no such function or
  /// its filled-in text is no colour. The references are depended on, so a change to `hue` is
  /// a change to this colour. Pure apart from `resolveAlias`.
  func colorFunctionWithReferences(_ text: String, at position: TextPosition)
    -> Result<TokenValue, ValueProblem>?
  {
    let trimmed = text.trimmingSpaces
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
      Self.colorFunctions.contains(trimmed[..<open].lowercased()),
      !embeddedReferences(in: trimmed).isEmpty
    else { return nil }
    switch cssText(trimmed, at: position) {
    case .failure(let problem): return .failure(problem)
    case .success(.string(let written)): return Color(css: written).map { .success(.color($0)) }
    case .success: return nil
    }
  }
}
