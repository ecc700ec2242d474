import Foundation

/// Tokens Studio math in a value: `{space.base} * 2`, `({a} + 4px) / 2`, `roundTo({x} * 1.33, 0)`.
///
/// Units follow sd-transforms' `checkAndEvaluateMath`, the build Tokens Studio sets use: the
/// numbers are computed without their units, and the result takes the one unit the expression
/// uses (`{size} * 2` with `size` = `4px` is `8px`; `{a} - {b}` with `16` and `4px` is `12px`).
/// A size written without a unit (`scale: "1"`) is `px` only where no written unit is met:
/// `1rem * {scale}` is `1rem`, and `{scale} * 2` stays as unitless for the next expression.
/// Two different units (`4px + 1rem`) are an error, as in that build. Functions are expr-eval's
/// (`abs`, `ceil`, `floor`, `round`, `trunc`, `sqrt`, `cbrt`, `sign`, `exp`, `ln`, `log`,
/// `log10`, `log2`, `min`, `max`, `pow`, `hypot`, `roundTo`) plus `clamp(min, value, max)`;
/// `^` is a power. References are looked up through `lookUp`, after alias resolution, so the
/// expression sees the referenced token's final value.
///
/// Bounded: an expression longer than ``maximumLength`` characters or nested deeper than
/// ``maximumDepth`` is a failure, never a deep recursion. Pure apart from what `lookUp` does.
enum MathExpression {
  /// A number with an optional unit.
  struct Quantity: Sendable, Equatable {
    var value: Double
    var unit: String?
    /// Whether `unit` is one the build gives an unwritten one (``Dimension/unitIsImplied``):
    /// it counts only when no written unit is met.
    var unitIsImplied = false
  }

  struct Failure: Error, Sendable {
    var message: String
    /// The problem a reference ran into (a broken alias), kept as it is.
    var problem: ValueProblem?
    /// Whether the build leaves the expression as written for something else to read:
    /// Tokens Studio and sd-transforms keep an expression they cannot evaluate, so a function
    /// of the build's own transforms (`chroma(…)`), an operand its transforms compute, or a CSS
    /// math function over mixed units (`clamp(1rem, 2vw, 3rem)`, which CSS computes) reach
    /// their reader unchanged.
    var passesThrough = false

    init(message: String, problem: ValueProblem? = nil, passesThrough: Bool = false) {
      self.message = message
      self.problem = problem
      self.passesThrough = passesThrough
    }
  }

  /// CSS math functions: an expression that is one of them over mixed units is CSS's to
  /// compute.
  static let cssMathFunctions = ["clamp(", "calc(", "min(", "max("]

  /// The longest expression evaluated, in characters.
  static let maximumLength = 10_000
  /// The deepest nesting of parentheses, functions and signs evaluated.
  static let maximumDepth = 200

  /// Whether `text` is worth evaluating: it has an operator or a function call besides plain
  /// text. Pure.
  static func looksLikeMath(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces
    if MathFunctions.startsWithCall(trimmed) { return true }
    let marks = trimmed.isASCII ? asciiMarks(trimmed) : characterMarks(trimmed)
    guard marks.hasOperator else { return false }
    // Math has no `:` or `;`: a media query (Primer's viewport ranges, `(max-width: ...)`) or a
    // CSS declaration that happens to hold parentheses and a reference is text.
    guard !marks.hasSeparator else { return false }
    // Colour functions and CSS strings are not math.
    let lowered = trimmed.lowercased()
    return ![
      "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "color(", "linear-gradient",
      "radial-gradient", "var(", "calc(", "#",
    ].contains { lowered.hasPrefix($0) }
  }

  /// Whether `text` has an operator (`*/+()^`, ` - `, or a minus against a reference: `-{bw}`,
  /// `{lh} -3`, which Tokens Studio evaluates as its math once the reference is in) and whether
  /// it has `:` or `;`, read by character. A minus between plain numbers without spaces on
  /// both sides (`0 -1px`, a CSS list) is not math. Pure.
  private static func characterMarks(_ text: String) -> (hasOperator: Bool, hasSeparator: Bool) {
    (
      text.contains(where: { "*/+()^".contains($0) }) || text.contains(" - ")
        || text.contains("-{") || text.contains("} -"),
      text.contains(where: { ":;".contains($0) })
    )
  }

  /// The same for ASCII text, read by byte: there every byte is a character (a CR LF pair is
  /// one, but neither of its bytes is a mark). Values are read in every mode, and searching
  /// text by character cost about 1 % of a diff. Pure.
  private static func asciiMarks(_ text: String) -> (hasOperator: Bool, hasSeparator: Bool) {
    var marks = (hasOperator: false, hasSeparator: false)
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "("),
        UInt8(ascii: ")"), UInt8(ascii: "^"):
        marks.hasOperator = true
      case UInt8(ascii: ":"), UInt8(ascii: ";"):
        marks.hasSeparator = true
      case UInt8(ascii: " ") where previous == (UInt8(ascii: " "), UInt8(ascii: "-")):
        marks.hasOperator = true
      case UInt8(ascii: "{") where previous.1 == UInt8(ascii: "-"):
        marks.hasOperator = true
      case UInt8(ascii: "-") where previous == (UInt8(ascii: "}"), UInt8(ascii: " ")):
        marks.hasOperator = true
      default:
        break
      }
      previous = (previous.1, byte)
    }
    return marks
  }

  /// Evaluates `text`. Pure apart from `lookUp`.
  static func evaluate(
    _ text: String,
    lookUp: @escaping (TokenPath) -> Result<Quantity, Failure>
  ) -> Result<Quantity, Failure> {
    guard text.count <= maximumLength else {
      return .failure(
        Failure(message: "the expression is longer than \(maximumLength) characters")
      )
    }
    var parser = Parser(characters: Array(text), lookUp: lookUp)
    do {
      let value = try parser.expression()
      parser.skipSpaces()
      guard parser.index == parser.characters.count else {
        // A list of values after a space (`0px 4px 16px -2px rgb({c} / {a})`, a shadow or a
        // padding): the build evaluates what it can of each and keeps the text, as CSS reads it.
        throw Failure(
          message: "unexpected '\(parser.characters[parser.index])' in '\(text)'",
          passesThrough: parser.index > 0 && parser.characters[parser.index - 1].isWhitespace
        )
      }
      guard value.isFinite else { throw Failure(message: "'\(text)' is not finite") }
      let implied = parser.units.isEmpty && !parser.impliedUnits.isEmpty
      let units = (implied ? parser.impliedUnits : parser.units).sorted()
      guard units.count <= 1 else {
        let lowered = text.lowercased()
        throw Failure(
          message:
            "'\(text)' mixes the units \(units.joined(separator: " and ")), which Tokens Studio cannot compute",
          passesThrough: cssMathFunctions.contains { lowered.hasPrefix($0) } && text.hasSuffix(")")
        )
      }
      return .success(Quantity(value: value, unit: units.first, unitIsImplied: implied))
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)"))
    }
  }

  /// A recursive-descent parser over plain numbers, collecting the units it meets:
  /// expression = term (('+'|'-') term)*, term = power (('*'|'/') power)*,
  /// power = unary ('^' unary)?, unary = '-'* primary, primary = number unit? | '{' path '}' |
  /// '(' expression ')' | name '(' expression (',' expression)* ')'.
  private struct Parser {
    let characters: [Character]
    let lookUp: (TokenPath) -> Result<Quantity, Failure>
    var index = 0
    var depth = 0
    var units = Set<String>()
    /// Units of referenced values the build gave them (`px` for a size written `4`).
    var impliedUnits = Set<String>()

    init(characters: [Character], lookUp: @escaping (TokenPath) -> Result<Quantity, Failure>) {
      self.characters = characters
      self.lookUp = lookUp
    }

    mutating func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    mutating func peek() -> Character? {
      skipSpaces()
      return index < characters.count ? characters[index] : nil
    }

    /// Counts one level of nesting, failing past the limit.
    mutating func enter() throws {
      depth += 1
      guard depth <= MathExpression.maximumDepth else {
        throw Failure(
          message: "the expression nests deeper than \(MathExpression.maximumDepth) levels"
        )
      }
    }

    mutating func expression() throws -> Double {
      try enter()
      defer { depth -= 1 }
      var left = try term()
      while let next = peek(), next == "+" || next == "-" {
        index += 1
        let right = try term()
        left = next == "+" ? left + right : left - right
      }
      return left
    }

    mutating func term() throws -> Double {
      var left = try power()
      while let next = peek(), next == "*" || next == "/" {
        index += 1
        let right = try power()
        if next == "*" {
          left *= right
        } else {
          guard right != 0 else { throw Failure(message: "division by zero") }
          left /= right
        }
      }
      return left
    }

    mutating func power() throws -> Double {
      let base = try unary()
      guard peek() == "^" else { return base }
      index += 1
      return Foundation.pow(base, try unary())
    }

    /// Signs are counted in a loop: a long run of `-` is no deep recursion.
    mutating func unary() throws -> Double {
      var negative = false
      while let next = peek(), next == "-" || next == "+" {
        if next == "-" { negative.toggle() }
        index += 1
      }
      let value = try primary()
      return negative ? -value : value
    }

    mutating func primary() throws -> Double {
      guard let next = peek() else { throw Failure(message: "the expression ends too early") }
      switch next {
      case "(":
        index += 1
        let inner = try expression()
        try expect(")")
        return inner
      case "{":
        index += 1
        let start = index
        while index < characters.count, characters[index] != "}" { index += 1 }
        guard index < characters.count else { throw Failure(message: "unclosed '{'") }
        let path = String(characters[start..<index]).trimmingSpaces
        index += 1
        let quantity = try lookUp(TokenPath(dotted: path)).get()
        if let unit = quantity.unit {
          if quantity.unitIsImplied { impliedUnits.insert(unit) } else { units.insert(unit) }
        }
        return quantity.value
      default:
        if next.isNumber || next == "." { return try number() }
        return try call()
      }
    }

    mutating func expect(_ character: Character) throws {
      guard peek() == character else {
        throw Failure(message: "expected '\(character)'")
      }
      index += 1
    }

    mutating func number() throws -> Double {
      let start = index
      while index < characters.count, characters[index].isNumber || characters[index] == "." {
        index += 1
      }
      guard let value = Double(String(characters[start..<index])) else {
        throw Failure(message: "'\(String(characters[start..<index]))' is not a number")
      }
      let unitStart = index
      while index < characters.count, characters[index].isLetter || characters[index] == "%" {
        index += 1
      }
      if index > unitStart { units.insert(String(characters[unitStart..<index])) }
      return value
    }

    mutating func call() throws -> Double {
      let start = index
      while index < characters.count, characters[index].isLetter || characters[index].isNumber {
        index += 1
      }
      let name = String(characters[start..<index])
      guard let function = MathFunctions.named(name) else {
        // A call of a function the build's own transforms define passes through; a bare
        // name (`NaN`) is no value anywhere.
        let isCall = !name.isEmpty && peek() == "("
        throw Failure(
          message: name.isEmpty
            ? "unexpected character"
            : isCall ? "unknown function '\(name)'" : "unknown name '\(name)'",
          passesThrough: isCall
        )
      }
      try expect("(")
      var arguments = [try expression()]
      while peek() == "," {
        index += 1
        arguments.append(try expression())
      }
      try expect(")")
      guard function.arity.contains(arguments.count) else {
        throw Failure(message: "'\(name)' takes \(function.arityText), not \(arguments.count)")
      }
      return function.apply(arguments)
    }
  }
}
