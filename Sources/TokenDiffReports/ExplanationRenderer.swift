public import TokenDiffCore

/// Renders a ``TokenExplanation`` (`tokendiff explain`) as text or JSON. Pure.
public enum ExplanationRenderer {
  /// Pure.
  public static func text(_ explanation: TokenExplanation, revision: String) -> String {
    var lines = ["\(explanation.token) (\(revision))"]
    for location in explanation.locations { lines.append("  defined at \(location)") }
    if let reason = explanation.notOutput { lines.append("  not output: \(reason)") }
    if let first = explanation.modes.first {
      lines.append("  layer: \(first.layer.rawValue) (\(first.layerSource.rawValue))")
      if let type = first.type { lines.append("  type: \(type.rawValue)") }
    }
    if let description = explanation.description { lines.append("  description: \(description)") }
    if let identity = explanation.identity { lines.append("  id: \(identity)") }
    switch explanation.deprecation {
    case .deprecated(let reason)?: lines.append("  deprecated" + (reason.map { ": \($0)" } ?? ""))
    default: lines.append("  not deprecated")
    }
    lines.append("")
    lines.append("Value by mode")
    for view in explanation.modes {
      let mode = view.mode ?? "(no modes)"
      let value = view.value?.text ?? "(broken: \(view.problem ?? "no value"))"
      let chain =
        view.aliasChain.count > 1
        ? "  via " + view.aliasChain.dropFirst().map(\.description).joined(separator: " → ") : ""
      let place = explanation.locations.count > 1 ? "  (\(view.location))" : ""
      lines.append("  \(mode): \(value)\(chain)\(place)")
    }
    lines.append("")
    lines.append("Reached by (\(explanation.reachedBy.count)): a change to these changes it")
    lines += list(explanation.reachedBy)
    lines.append("Reaches (\(explanation.reaches.count)): a change to it changes these")
    lines += list(explanation.reaches)
    return lines.map(TextReportRenderer.sanitised).joined(separator: "\n") + "\n"
  }

  /// Pure.
  public static func json(_ explanation: TokenExplanation, revision: String) -> String {
    func paths(_ list: [TokenPath]) -> JSONOutput { .array(list.map { .string($0.description) }) }
    var object: [String: JSONOutput] = [
      "token": .string(explanation.token.description),
      "revision": .string(revision),
      "locations": .array(
        explanation.locations.map {
          .object([
            "file": .string($0.file), "line": .number($0.line), "column": .number($0.column),
          ])
        }
      ),
      "reachedBy": paths(explanation.reachedBy),
      "reaches": paths(explanation.reaches),
      "referencedBy": paths(explanation.referencedBy),
      "deprecated": .bool(explanation.deprecation?.isDeprecated ?? false),
      "modes": .array(
        explanation.modes.map { view in
          .object([
            "mode": .optional(view.mode),
            "value": .optional(view.value?.text),
            "type": .optional(view.type?.rawValue),
            "aliasChain": paths(view.aliasChain),
            "problem": .optional(view.problem),
            "layer": .string(view.layer.rawValue),
            "layerSource": .string(view.layerSource.rawValue),
            "file": .string(view.location.file),
            "line": .number(view.location.line),
          ])
        }
      ),
    ]
    if case .deprecated(let reason?) = explanation.deprecation {
      object["deprecationReason"] = .string(reason)
    }
    if let description = explanation.description { object["description"] = .string(description) }
    if let identity = explanation.identity { object["id"] = .string(identity) }
    if let reason = explanation.notOutput { object["notOutput"] = .string(reason) }
    return JSONOutput.object(object).printed()
  }

  private static func list(_ paths: [TokenPath]) -> [String] {
    let shown = paths.prefix(TextReportRenderer.rowsPerSection).map { "  \($0)" }
    let more = paths.count > shown.count ? ["  ... and \(paths.count - shown.count) more"] : []
    return shown + more
  }
}
