import TokenDiffCore

/// Facts every renderer states the same way: each change's impact, the headline counts and the
/// one-line verdict. Pure.
enum ReportFacts {
  /// The change's impact, or, before it is classified (a report read from JSON written without
  /// impact), the impact ``ImpactClassifier`` gives its kind and values. Pure.
  static func impact(_ change: TokenChange) -> ChangeImpact {
    change.impact ?? ImpactClassifier.impact(of: change)
  }

  /// How many tokens changes of one kind are about, by layer: one per entry, except that an
  /// added or removed token shown in several entries (a new colour's light and dark values)
  /// counts once, as the headline counts it. Pure.
  static func tokensByLayer(_ changes: [TokenChange]) -> [Layer: Int] {
    var counts: [Layer: Int] = [:]
    var seen = Set<TokenPath>()
    for change in changes {
      let oneSided = change.kind == .added || change.kind == .removed
      if !oneSided || seen.insert(change.token).inserted { counts[change.layer, default: 0] += 1 }
    }
    return counts
  }

  /// The numbers the verdict, the HTML header and the release notes lead with.
  struct Headline: Equatable {
    var broken = 0
    var forbidden = 0
    var contrastRegressions = 0
    /// In a check: the pairs that fail.
    var contrastFailing = 0
    /// Breaking changes other than broken tokens (removed, renamed, type changed...).
    var breaking = 0
    var visual = 0
    /// The modes the visual changes fall in (`nil`-mode changes hold in every mode).
    var visualModes: [String] = []
    var visualInEveryMode = false
    var additions = 0
    var deprecations = 0
    /// Head findings that are neither broken nor forbidden (warnings and errors, no notes); in a
    /// diff, only those the base did not have.
    var otherFindings = 0
  }

  /// Pure.
  static func headline(_ report: Report) -> Headline {
    var headline = Headline()
    let findings = report.headFindings.map(\.finding)
    if report.kind == .diff {
      let newFindings = report.headFindings.filter(\.isNew).map(\.finding)
      headline.broken = newFindings.filter { $0.kind == .parseError }.count
    } else {
      headline.broken = findings.filter(\.isBreakage).count
      headline.forbidden = findings.filter { $0.kind == .forbiddenValue }.count
    }
    var modes = Set<String>()
    // Tokens added or removed, not entries: a token added (or removed) with a light and a dark
    // value is one addition (one breaking change).
    var added = Set<TokenPath>()
    var removed = Set<TokenPath>()
    var broken = Set<TokenPath>()
    for change in report.changes {
      switch change.kind {
      // A token broken in several modes, each its own entry, is one broken token.
      case .broken: if broken.insert(change.token).inserted { headline.broken += 1 }
      case .forbidden: headline.forbidden += 1
      case .added: if added.insert(change.token).inserted { headline.additions += 1 }
      case .deprecated: headline.deprecations += 1
      default:
        switch impact(change) {
        case .breaking:
          if change.kind != .removed || removed.insert(change.token).inserted {
            headline.breaking += 1
          }
        case .visual:
          headline.visual += 1
          if let mode = change.mode {
            modes.insert(mode)
          } else {
            headline.visualInEveryMode = true
          }
        default: break
        }
      }
    }
    headline.visualModes = modesHolding(modes, among: report.modes.head)
    // The tallies count every measured pair, listed or not; older reports only list them.
    let tallies = ContrastTally.counts(report.contrastTallies)
    let listed = Dictionary(grouping: report.contrast, by: \.status).mapValues(\.count)
    let statuses = report.contrastTallies.isEmpty ? listed : tallies
    // The headline counts pairs: one pair failing in `Color scheme=Light` under a size group
    // of three is one failing pair, not three (the summary's tallies count each mode). Every
    // regression and failing pair is listed, so the listed ones say which pairs.
    func pairs(_ status: ContrastStatus) -> Int {
      let listed = Set(
        report.contrast.lazy.filter { $0.status == status }.map {
          [$0.foreground, $0.background]
        }
      )
      return listed.isEmpty ? statuses[status, default: 0] : listed.count
    }
    headline.contrastRegressions = pairs(.regression)
    headline.contrastFailing = report.kind == .check ? pairs(.failing) : 0
    // In a diff, what the change brought in: warnings the base already had are not news.
    let counted =
      report.kind == .diff ? report.headFindings.filter(\.isNew).map(\.finding) : findings
    headline.otherFindings =
      counted.filter {
        $0.severity != .note && !$0.isBreakage && $0.kind != .forbiddenValue
      }.count
    return headline
  }

  /// What the breaking changes other than broken tokens are called: broken tokens are breaking
  /// too (the release notes count them together), so next to a broken count they are the
  /// `other breaking changes`. Pure.
  static func breakingLabel(_ headline: Headline) -> String {
    headline.broken > 0 ? "other breaking change" : "breaking change"
  }

  /// `3 breaking changes`, or `3 other breaking changes` next to broken tokens. Pure.
  static func breakingWords(_ headline: Headline) -> String {
    ReportWording.plural(headline.breaking, breakingLabel(headline))
  }

  /// `2 broken, 1 contrast regression, 1 other breaking change, 37 visual changes in 2 modes,
  /// suggested bump: major — fails: 2 broken`; `1 breaking mode change` when a mode was removed
  /// or renamed; `nothing breaking` when nothing breaks code. Pure.
  static func verdict(_ report: Report) -> String {
    let outcome =
      report.failures.isEmpty ? "passes" : "fails: " + report.failures.joined(separator: ", ")
    return summaryParts(report).joined(separator: ", ") + " — " + outcome
  }

  /// The verdict's counts without the outcome: `2 broken`, `37 visual changes in 2 modes`,
  /// `suggested bump: major`. Pure.
  static func summaryParts(_ report: Report) -> [String] {
    let headline = headline(report)
    var parts: [String] = []
    if report.kind == .diff, report.changes.isEmpty { parts.append("no token changes") }
    if headline.broken > 0 { parts.append("\(headline.broken) broken") }
    if headline.forbidden > 0 { parts.append("\(headline.forbidden) forbidden") }
    if headline.contrastRegressions > 0 {
      parts.append(ReportWording.plural(headline.contrastRegressions, "contrast regression"))
    }
    if headline.contrastFailing > 0 {
      parts.append(ReportWording.plural(headline.contrastFailing, "failing contrast pair"))
    }
    if report.kind == .diff {
      if headline.breaking > 0 {
        parts.append(breakingWords(headline))
      }
      // A mode removed or renamed breaks a consumer that selects it by name, as the modes line
      // says: the verdict does not call the diff "nothing breaking" beside it.
      let modeChanges = report.modes.removed.count + report.modes.renamed.count
      if modeChanges > 0 {
        parts.append(ReportWording.plural(modeChanges, "breaking mode change"))
      }
      parts += headline.nonBreakingWords
      if headline.breaking == 0, headline.broken == 0, modeChanges == 0, !report.changes.isEmpty {
        parts.append("nothing breaking")
      }
    }
    if headline.otherFindings > 0 {
      let noun = report.kind == .diff ? "other new finding" : "other finding"
      parts.append(ReportWording.plural(headline.otherFindings, noun))
    }
    if report.kind == .check, parts.isEmpty {
      // Notes (files not read, and why) are listed under Findings: say they are there.
      let notes = report.findings.filter { $0.finding.severity == .note }.count
      parts.append(notes > 0 ? ReportWording.plural(notes, "note") : "no findings")
    }
    if let bump = report.suggestedBump { parts.append("suggested bump: \(bump.rawValue)") }
    return parts
  }

  /// How visible a change is, in words: `visible (ΔE 12.4)`, `+2px (+12.5%)`; `nil` when the
  /// change has no magnitude. Pure.
  static func magnitude(_ magnitude: ChangeMagnitude?) -> String? {
    guard let magnitude else { return nil }
    var parts: [String] = []
    if let deltaE = magnitude.deltaE {
      let word = magnitude.perceptibility?.rawValue ?? "ΔE"
      parts.append(
        magnitude.perceptibility == nil
          ? "ΔE \(fixed(deltaE, 1))" : "\(word) (ΔE \(fixed(deltaE, 1)))"
      )
    } else if let word = magnitude.perceptibility {
      parts.append(word.rawValue)
    }
    if let delta = magnitude.delta {
      var text = (delta > 0 ? "+" : "") + formatNumber(delta) + (magnitude.unit ?? "")
      if let percent = magnitude.percent {
        text += " (\(percent > 0 ? "+" : "")\(fixed(percent, 1))%)"
      }
      parts.append(text)
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// A number with `digits` decimals, without a trailing `.0` run. Pure.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "—" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return formatNumber((value * scale).rounded() / scale)
  }

  /// `4.52:1`, rounded down so a failing ratio never reads as passing, with a third decimal
  /// next to the requirement (see ``ContrastRatioText``). Pure.
  static func ratio(_ value: Double, against minimum: Double? = nil) -> String {
    ContrastRatioText.ratio(value, against: minimum)
  }

  /// `contrast regression` and the like, for a status. Pure.
  static func label(_ status: ContrastStatus) -> String {
    switch status {
    case .regression: "regression"
    case .fixed: "fixed"
    case .stillFailing: "still failing"
    case .degraded: "degraded"
    case .unchanged: "unchanged"
    case .new: "new pair"
    case .removed: "removed pair"
    case .failing: "failing"
    case .passing: "passing"
    }
  }

  /// Contrast results most serious first, then by pair and mode. Pure.
  static func sortedContrast(_ results: [ContrastResult]) -> [ContrastResult] {
    let order: [ContrastStatus] = [
      .regression, .failing, .stillFailing, .degraded, .new, .fixed, .removed, .unchanged, .passing,
    ]
    return results.sorted {
      let left = order.firstIndex(of: $0.status) ?? order.count
      let right = order.firstIndex(of: $1.status) ?? order.count
      if left != right { return left < right }
      if $0.foreground != $1.foreground { return $0.foreground < $1.foreground }
      if $0.background != $1.background { return $0.background < $1.background }
      return ($0.mode ?? "") < ($1.mode ?? "")
    }
  }
}

extension ReportFacts.Headline {
  /// `37 visual changes in 2 modes`, `1 addition`, `2 deprecations`: the changes that break
  /// nothing, in report order, leaving out what is zero. Pure.
  var nonBreakingWords: [String] {
    var parts: [String] = []
    if visual > 0 {
      var text = ReportWording.plural(visual, "visual change")
      if !visualModes.isEmpty { text += " in " + ReportWording.plural(visualModes.count, "mode") }
      parts.append(text)
    }
    if additions > 0 { parts.append(ReportWording.plural(additions, "addition")) }
    if deprecations > 0 { parts.append(ReportWording.plural(deprecations, "deprecation")) }
    return parts
  }
}

extension ReportFacts {
  /// The head modes the given descriptions hold in (`Color scheme=Dark` is each dark mode,
  /// `brand=a|b` both brands), so a headline counts modes, not rows; a description that holds
  /// in no head mode (a base mode's) counts as itself. Work: descriptions × modes. Pure.
  static func modesHolding(_ descriptions: Set<String>, among modes: [String]) -> [String] {
    let split = modes.map { ($0, ModeSpace.pairs(of: $0)) }
    let literal = ModeSpace.literalPairs(modes)
    var holding = Set<String>()
    for description in descriptions {
      let wanted = ModeSpace.constraints(of: description, literal: literal)
      let found = split.filter { _, pairs in
        wanted.allSatisfy { want in pairs.contains { $0.0 == want.0 && want.1.contains($0.1) } }
      }
      if found.isEmpty { holding.insert(description) } else { holding.formUnion(found.map(\.0)) }
    }
    return holding.sorted()
  }
}
