// TokenDiffCLITests
