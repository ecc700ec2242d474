import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A brand folder that restates part of a base folder is layered over it, as a multi-brand
/// build reads `properties/**` then `BrandA/**`; brands written in full stay alternatives.
struct BaseFolderLayeringTests {
  private func snapshot(_ files: [String: String], revision: String = "r") -> RevisionSnapshot {
    .discovered(files, revision: revision)
  }

  /// A file of colour groups under `color`.
  private func colors(_ groups: [(name: String, values: [(String, String)])]) -> String {
    let written = groups.map { group in
      let members = group.values.map {
        "\"\($0.0)\": {\"$value\": \"\($0.1)\", \"$type\": \"color\"}"
      }
      return "\"\(group.name)\": {\(members.joined(separator: ", "))}"
    }
    return "{\"color\": {\(written.joined(separator: ", "))}}"
  }

  private func primary(_ shade: String) -> [(String, String)] {
    ["100", "300", "500", "700", "900"].map { ($0, "#\(shade)\($0.prefix(1))0000") }
  }

  /// The base palette: five primary shades and three of blue, a button, a heading and a focus
  /// ring that reads a blue only the base defines; two brands restating the primary shades and
  /// one component each, each file at a place the base has one.
  private func multiBrand(baseBlue: String = "#0b96cc") -> [String: String] {
    [
      "tokens/properties/color/base.json": colors([
        ("primary", primary("a")),
        ("blue", [("300", "#73c3e2"), ("500", baseBlue), ("700", "#086f98")]),
      ]),
      "tokens/properties/color/button.json":
        ##"{"button": {"background": {"$value": "{color.primary.500}"}, "text": {"$value": "{color.primary.100}"}}}"##,
      "tokens/properties/color/heading.json":
        ##"{"heading": {"color": {"$value": "{color.blue.700}"}}}"##,
      "tokens/properties/color/focus.json":
        ##"{"focus": {"border": {"$value": "{color.blue.500}"}}}"##,
      "tokens/BrandA/color/base.json": colors([("primary", primary("b"))]),
      "tokens/BrandA/color/button.json":
        ##"{"button": {"background": {"$value": "{color.primary.700}"}}}"##,
      "tokens/BrandB/color/base.json": colors([("primary", primary("c"))]),
      "tokens/BrandB/color/heading.json":
        ##"{"heading": {"color": {"$value": "{color.blue.300}"}}}"##,
    ]
  }

  @Test func brandFoldersAreLayeredOverTheBaseTheyRestate() {
    let revision = RevisionResolver.resolve(snapshot(multiBrand()), policy: ResolutionPolicy())
    let set = revision.sets.first { !$0.set.isEmpty }
    #expect(
      set?.modes.map(\.mode) == ["variant=BrandA", "variant=BrandB", "variant=properties"]
    )
    #expect(
      !revision.findings.contains { $0.kind == .brokenReference },
      "\(revision.findings.map(\.message))"
    )
    let lookup = ModeLookup(revision)
    let focus = TokenPath(dotted: "focus.border")
    for mode in ["variant=BrandA", "variant=BrandB", "variant=properties"] {
      #expect(lookup.token(focus, in: mode)?.value?.text == "#0b96cc", "\(mode)")
    }
    let button = TokenPath(dotted: "button.background")
    #expect(lookup.token(button, in: "variant=BrandA")?.value?.text == "#b70000")
    #expect(lookup.token(button, in: "variant=BrandB")?.value?.text == "#c50000")
    #expect(lookup.token(button, in: "variant=properties")?.value?.text == "#a50000")
    // A brand's file overrides the base's file at its place.
    let heading = TokenPath(dotted: "heading.color")
    #expect(lookup.token(heading, in: "variant=BrandB")?.value?.text == "#73c3e2")
    #expect(lookup.token(heading, in: "variant=BrandA")?.value?.text == "#086f98")
  }

  @Test func aChangeToTheBaseIsOneChangeInEveryBrand() {
    let report = makeDiffReport(
      base: snapshot(multiBrand(), revision: "base"),
      head: snapshot(multiBrand(baseBlue: "#0a85b5"), revision: "head"),
      policy: ResolutionPolicy()
    )
    let changed = report.changes.filter { $0.kind == .valueChanged }
    #expect(Set(changed.map(\.token.description)) == ["color.blue.500", "focus.border"])
    #expect(changed.allSatisfy { $0.mode == nil }, "\(changed.map(\.mode))")
  }

  @Test func brandsWrittenInFullStayAlternativesAndKeepAForgottenToken() {
    // Three of four: within the sizes a base's restatement may have, but the same files.
    let full = [
      ("surface", "#ffffff"), ("ink", "#111111"), ("accent", "#0055ff"), ("muted", "#777777"),
    ]
    let revision = RevisionResolver.resolve(
      snapshot([
        "tokens/brands/dawn/color.json": colors([("base", full)]),
        "tokens/brands/dusk/color.json": colors([
          ("base", full.dropLast().map { ($0.0, "#f" + $0.1.dropFirst(2)) })
        ]),
        "tokens/components.json":
          ##"{"card": {"$value": "{color.base.muted}"}, "page": {"$value": "{color.base.surface}"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    let broken = revision.findings.filter { $0.kind == .brokenReference }
    #expect(broken.map(\.token?.description) == ["card"], "\(revision.findings.map(\.message))")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "card"), in: "brand=dawn")?.value?.text == "#777777")
  }

  /// kickstartDS: one brand's file adds a token to its sibling's and agrees on the rest; it is
  /// still that brand's, not a layer every brand reads.
  @Test func aBrandsFileThatOnlyAddsTokensIsThatBrandsAlone() {
    let files = [
      "src/token/dictionary/color.json": ##"{"color": {"fg": {"value": "#000000"}}}"##,
      "src/token/dictionary/background.json": ##"{"bg": {"fg": {"value": "{color.fg}"}}}"##,
      "src/token-ngo/dictionary/color.json":
        ##"{"color": {"fg": {"value": "#111111"}, "accent": {"value": "#ff8800"}}}"##,
      "src/token-ngo/dictionary/background.json":
        ##"{"bg": {"fg": {"value": "{color.fg}"}, "accent": {"value": "{color.accent}"}}}"##,
    ]
    let revision = RevisionResolver.resolve(snapshot(files), policy: ResolutionPolicy())
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    let lookup = ModeLookup(revision)
    let accent = TokenPath(dotted: "bg.accent")
    #expect(lookup.token(accent, in: "variant=token-ngo")?.value?.text == "#ff8800")
    #expect(lookup.token(accent, in: "variant=token") == nil)
  }

  /// hopper: each brand's semantic folder holds `light/` and `dark/`. Each brand is made in
  /// each scheme from its own files: dark is no layer under light.
  @Test func schemeFoldersInsideEachBrandAreModesOfIt() {
    func files(alphaDark: String) -> [String: String] {
      [
        "src/tokens/core/colors.tokens.json":
          ##"{"gray": {"0": {"$type": "color", "$value": "#ffffff"}, "8": {"$type": "color", "$value": "#222222"}, "9": {"$type": "color", "$value": "#111111"}}}"##,
        "src/tokens/semantic/alpha/light/colors.tokens.json":
          ##"{"surface": {"$type": "color", "$value": "{gray.0}"}, "text": {"$type": "color", "$value": "{gray.9}"}}"##,
        "src/tokens/semantic/alpha/dark/colors.tokens.json":
          ##"{"surface": {"$type": "color", "$value": "\##(alphaDark)"}, "text": {"$type": "color", "$value": "{gray.0}"}}"##,
        "src/tokens/semantic/beta/light/colors.tokens.json":
          ##"{"surface": {"$type": "color", "$value": "#fafafa"}, "text": {"$type": "color", "$value": "{gray.9}"}}"##,
        "src/tokens/semantic/beta/dark/colors.tokens.json":
          ##"{"surface": {"$type": "color", "$value": "{gray.9}"}, "text": {"$type": "color", "$value": "#eeeeee"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: snapshot(files(alphaDark: "{gray.8}"), revision: "base"),
      head: snapshot(files(alphaDark: "{gray.9}"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.modes.head == [
        "semantic=alpha/dark", "semantic=alpha/light", "semantic=beta/dark", "semantic=beta/light",
      ],
      "\(report.modes.head)"
    )
    let changed = report.changes.map { "\($0.token) \($0.mode ?? "every mode")" }
    #expect(changed == ["surface semantic=alpha/dark"], "\(changed)")
  }

  /// Style Dictionary's multi-brand example (Mirabelle's atelier): `brands/<brand>/` holds
  /// `color-light.json` and `color-dark.json`, one build per file. Each brand is made in each
  /// scheme; the dark file is no layer under the light one, and its edit is a dark change.
  @Test func schemeFilesInsideEachBrandAreModesOfIt() {
    func files(atelierDark: String) -> [String: String] {
      [
        "tokens/base/radius.json": #"{"radius": {"s": {"value": "4px", "type": "dimension"}}}"#,
        "tokens/brands/atelier/color-light.json":
          ##"{"color": {"primary": {"value": "#e61938", "type": "color"}}}"##,
        "tokens/brands/atelier/color-dark.json":
          ##"{"color": {"primary": {"value": "\##(atelierDark)", "type": "color"}}}"##,
        "tokens/brands/neutral/color-light.json":
          ##"{"color": {"primary": {"value": "#2563eb", "type": "color"}}}"##,
        "tokens/brands/neutral/color-dark.json":
          ##"{"color": {"primary": {"value": "#60a5fa", "type": "color"}}}"##,
      ]
    }
    let report = makeDiffReport(
      base: snapshot(files(atelierDark: "#ea435c"), revision: "base"),
      head: snapshot(files(atelierDark: "#aa0000"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.modes.head == [
        "brand=atelier/dark", "brand=atelier/light", "brand=neutral/dark", "brand=neutral/light",
      ],
      "\(report.modes.head)"
    )
    let changed = report.changes.map { "\($0.token) \($0.mode ?? "every mode")" }
    #expect(changed == ["color.primary brand=atelier/dark"], "\(changed)")
    #expect(AlternativeFiles.scheme(of: "a/color.dark.json") == "dark")
    #expect(AlternativeFiles.scheme(of: "a/dark-colors.json") == "dark")
    #expect(AlternativeFiles.scheme(of: "a/c-light-high-contrast.json") == "light-high-contrast")
    #expect(AlternativeFiles.scheme(of: "a/darkroom.json") == nil)
    #expect(AlternativeFiles.scheme(of: "light/a/color-dark.json") == "light")
  }

  /// Style Dictionary's "multi-brand with defaults" example: `brand/default/` holds every
  /// brand token, and each brand folder overrides a different part of it (brand-1 the error
  /// colour, brand-2 the success colour), each build including the default. Both brands are
  /// modes over the default; brand-2's edit is brand-2's (it was read under brand-1, with
  /// brand-2's values leaking into every mode).
  @Test func brandsThatOverrideDifferentPartsOfADefaultAreModesOverIt() {
    func files(success: String) -> [String: String] {
      [
        "tokens/global/color.json":
          #"{"color": {"error": {"value": "{color.brand.error.value}"}, "success": {"value": "{color.brand.success.value}"}}}"#,
        "tokens/brand/default/color.json":
          ##"{"color": {"brand": {"error": {"value": "#ff0000"}, "success": {"value": "#008000"}}}}"##,
        "tokens/brand/brand-1/color.json":
          ##"{"color": {"brand": {"error": {"value": "#ff69b4"}}}}"##,
        "tokens/brand/brand-2/color.json":
          ##"{"color": {"brand": {"success": {"value": "\##(success)"}}}}"##,
        "tokens/brand/brand-2/button.json":
          #"{"button": {"bg": {"value": "{color.error.value}"}}}"#,
      ]
    }
    let report = makeDiffReport(
      base: snapshot(files(success: "#800080"), revision: "base"),
      head: snapshot(files(success: "#9400d3"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["brand=brand-1", "brand=brand-2"], "\(report.modes.head)")
    let changed = report.changes.map { "\($0.token) \($0.mode ?? "every mode")" }
    #expect(
      changed.sorted() == ["color.brand.success brand=brand-2", "color.success brand=brand-2"],
      "\(changed)"
    )
    let revision = RevisionResolver.resolve(
      snapshot(files(success: "#800080")),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    let error = TokenPath(dotted: "color.error")
    #expect(lookup.token(error, in: "brand=brand-1")?.value?.text == "#ff69b4")
    #expect(lookup.token(error, in: "brand=brand-2")?.value?.text == "#ff0000")
    #expect(lookup.token(TokenPath(dotted: "button.bg"), in: "brand=brand-1") == nil)
    // Themes that each restate nearly all of a sibling (a token not yet added to dark and
    // high-contrast) are themes of the usual kind, the fullest one among them.
    let themes = RevisionResolver.resolve(
      snapshot([
        "tokens/themes/light/color.json":
          ##"{"bg": {"value": "#ffffff"}, "fg": {"value": "#000000"}, "line": {"value": "#cccccc"}, "new": {"value": "#ff0000"}}"##,
        "tokens/themes/dark/color.json":
          ##"{"bg": {"value": "#000000"}, "fg": {"value": "#ffffff"}, "line": {"value": "#333333"}}"##,
        "tokens/themes/hc/color.json":
          ##"{"bg": {"value": "#000000"}, "fg": {"value": "#ffff00"}, "line": {"value": "#ffffff"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(themes.modeNames == ["theme=dark", "theme=hc", "theme=light"], "\(themes.modeNames)")
  }

  /// A brand's name that a folder higher up also has (`packages/acme/…/brands/acme/`): the
  /// brand's folder is the nearest.
  @Test func aBrandNamedLikeAnOuterFolderIsItsOwnFolder() {
    var files: [String: String] = [:]
    for (name, files_) in multiBrand() {
      files["packages/acme/" + name.replacingOccurrences(of: "BrandA", with: "acme")] = files_
    }
    let revision = RevisionResolver.resolve(snapshot(files), policy: ResolutionPolicy())
    let lookup = ModeLookup(revision)
    let button = TokenPath(dotted: "button.background")
    #expect(lookup.token(button, in: "variant=acme")?.value?.text == "#b70000")
    #expect(lookup.token(button, in: "variant=BrandB")?.value?.text == "#c50000")
  }
}
