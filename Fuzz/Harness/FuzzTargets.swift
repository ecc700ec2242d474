// The fuzz targets of TokenDiffCore. This file is compiled together with the sources of
// TokenDiffCore and Fuzz/Shared (the entry point) into one module (see scripts/fuzz), so it
// reaches internal types such as MathExpression.

/// The fuzz targets by name: each takes one input and must return without crashing.
let fuzzTargets: [String: ([UInt8]) -> Void] = [
  "json": { bytes in _ = try? JSONParser.parse(bytes) },
  "json5": { bytes in _ = try? JSONParser.parse(bytes, dialect: .json5) },
  // A YAML token file: the reader (libyaml's events, aliases, merge keys, bounds), then the
  // token readers and the resolution pipeline on what it gives.
  "yaml": { bytes in
    guard (try? JSONParser.parse(bytes, dialect: .yaml)) != nil else { return }
    let snapshot = RevisionSnapshot(
      revision: "fuzz",
      commit: nil,
      files: [SourceFile(path: "tokens/a.tokens.yml", bytes: bytes)]
    )
    _ = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
  },
  "math": { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    _ = MathExpression.looksLikeMath(text)
    _ = MathExpression.evaluate(text) { path in
      path.segments.count == 1
        ? .success(MathExpression.Quantity(value: 4, unit: "px"))
        : .failure(MathExpression.Failure(message: "missing"))
    }
  },
  "color": { bytes in _ = Color(css: String(decoding: bytes, as: UTF8.self)) },
  "resolver": { bytes in
    _ = ResolverDocumentReader.read(SourceFile(path: "tokens/a.resolver.json", bytes: bytes))
  },
  "config": { bytes in
    guard let document = try? JSONParser.parse(bytes) else { return }
    _ = try? Configuration(from: document, source: ".tokendiff.json")
  },
  "glob": { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1).map(String.init)
    guard parts.count == 2, Glob.problem(parts[0]) == nil else { return }
    _ = Glob(parts[0]).matches(parts[1])
  },
  // A Terrazzo configuration, JavaScript read without running it: the `tokens` option.
  "terrazzo": { bytes in
    _ = TerrazzoConfig.read(
      SourceFile(path: "packages/ds/config/terrazzo.config.mjs", bytes: bytes),
      packageFolders: ["packages/ds"]
    )
  },
  // `--strict`: the DTCG conformance rules over one file read as a token file and as a
  // resolver document.
  "strict": { bytes in
    _ = StrictConformance.problems(in: SourceFile(path: "tokens/a.tokens.json", bytes: bytes))
    _ = StrictConformance.problems(in: SourceFile(path: "tokens/a.resolver.json", bytes: bytes))
  },
  // Every format reader and the resolution pipeline: the input is one token file, read under
  // each name that selects a format (DTCG, Tokens Studio, Spectrum, OUDS, Gentle, Bricks are
  // detected from the content).
  "check": { bytes in
    let snapshot = RevisionSnapshot(
      revision: "fuzz",
      commit: nil,
      files: [SourceFile(path: "tokens/a.tokens.json", bytes: bytes)]
    )
    _ = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
  },
]
