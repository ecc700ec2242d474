/// Tokens Studio math in a value: `{space.base} * 2`, `({a} + 4px) / 2`, `roundTo({x} * 1.33, 0)`.
///
/// Numbers may carry one unit (`4px`); a result keeps the unit its operands share. Adding or
/// subtracting a number with a unit, or mixing two units, is an error, as is multiplying two
/// quantities that both have a unit or dividing by one. References are looked up through
/// `lookUp`, after alias resolution, so the expression sees the referenced token's final value.
/// Pure apart from what `lookUp` does.
enum MathExpression {
  /// A number with an optional unit.
  struct Quantity: Sendable, Equatable {
    var value: Double
    var unit: String?
  }

  struct Failure: Error, Sendable {
    var message: String
    /// The problem a reference ran into (a broken alias), kept as it is.
    var problem: ValueProblem?

    init(message: String, problem: ValueProblem? = nil) {
      self.message = message
      self.problem = problem
    }
  }

  /// Whether `text` is worth evaluating: it has an operator or `roundTo(` besides plain text. Pure.
  static func looksLikeMath(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces
    if trimmed.hasPrefix("roundTo(") { return true }
    guard trimmed.contains(where: { "*/+()".contains($0) }) || trimmed.contains(" - ") else {
      return false
    }
    // Math has no `:` or `;`: a media query (Primer's viewport ranges, `(max-width: ...)`) or a
    // CSS declaration that happens to hold parentheses and a reference is text.
    guard !trimmed.contains(where: { ":;".contains($0) }) else { return false }
    // Colour functions and CSS strings are not math.
    let lowered = trimmed.lowercased()
    return ![
      "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "color(", "linear-gradient",
      "radial-gradient", "var(", "calc(", "#",
    ].contains { lowered.hasPrefix($0) }
  }

  /// Evaluates `text`. Pure apart from `lookUp`.
  static func evaluate(
    _ text: String,
    lookUp: @escaping (TokenPath) -> Result<Quantity, Failure>
  ) -> Result<Quantity, Failure> {
    var parser = Parser(characters: Array(text), lookUp: lookUp)
    do {
      let result = try parser.expression()
      parser.skipSpaces()
      guard parser.index == parser.characters.count else {
        throw Failure(message: "unexpected '\(parser.characters[parser.index])' in '\(text)'")
      }
      guard result.value.isFinite else { throw Failure(message: "'\(text)' is not finite") }
      return .success(result)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)"))
    }
  }

  /// A recursive-descent parser: expression = term (('+'|'-') term)*, term = factor
  /// (('*'|'/') factor)*, factor = '-' factor | number unit? | '{' path '}' | '(' expression ')'
  /// | roundTo '(' expression ',' expression ')'.
  private struct Parser {
    let characters: [Character]
    let lookUp: (TokenPath) -> Result<Quantity, Failure>
    var index = 0

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

    mutating func expression() throws -> Quantity {
      var left = try term()
      while let next = peek(), next == "+" || next == "-" {
        index += 1
        let right = try term()
        guard left.unit == right.unit || left.value == 0 || right.value == 0 else {
          throw Failure(message: "cannot combine \(describe(left)) and \(describe(right))")
        }
        let unit = left.unit ?? right.unit
        left = Quantity(
          value: next == "+" ? left.value + right.value : left.value - right.value,
          unit: unit
        )
      }
      return left
    }

    mutating func term() throws -> Quantity {
      var left = try factor()
      while let next = peek(), next == "*" || next == "/" {
        index += 1
        let right = try factor()
        if next == "*" {
          guard left.unit == nil || right.unit == nil else {
            throw Failure(message: "cannot multiply \(describe(left)) by \(describe(right))")
          }
          left = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
        } else {
          guard right.value != 0 else { throw Failure(message: "division by zero") }
          let unit: String?
          if right.unit == nil {
            unit = left.unit
          } else if right.unit == left.unit {
            unit = nil
          } else {
            throw Failure(message: "cannot divide \(describe(left)) by \(describe(right))")
          }
          left = Quantity(value: left.value / right.value, unit: unit)
        }
      }
      return left
    }

    mutating func factor() throws -> Quantity {
      guard let next = peek() else { throw Failure(message: "the expression ends too early") }
      switch next {
      case "-":
        index += 1
        let inner = try factor()
        return Quantity(value: -inner.value, unit: inner.unit)
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
        return try lookUp(TokenPath(dotted: path)).get()
      default:
        if next.isNumber || next == "." { return try number() }
        return try function()
      }
    }

    mutating func expect(_ character: Character) throws {
      guard peek() == character else {
        throw Failure(message: "expected '\(character)'")
      }
      index += 1
    }

    mutating func number() throws -> Quantity {
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
      let unit = index > unitStart ? String(characters[unitStart..<index]) : nil
      return Quantity(value: value, unit: unit)
    }

    mutating func function() throws -> Quantity {
      let start = index
      while index < characters.count, characters[index].isLetter { index += 1 }
      let name = String(characters[start..<index])
      guard name == "roundTo" else {
        throw Failure(message: name.isEmpty ? "unexpected character" : "unknown function '\(name)'")
      }
      try expect("(")
      let value = try expression()
      var places = 0.0
      if peek() == "," {
        index += 1
        places = try expression().value
      }
      try expect(")")
      let scale = Self.power(10, Int(places))
      return Quantity(value: (value.value * scale).rounded() / scale, unit: value.unit)
    }

    static func power(_ base: Double, _ exponent: Int) -> Double {
      var result = 1.0
      for _ in 0..<max(0, exponent) { result *= base }
      return result
    }

    func describe(_ quantity: Quantity) -> String {
      formatNumber(quantity.value) + (quantity.unit ?? "")
    }
  }
}
