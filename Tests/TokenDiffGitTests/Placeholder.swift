// TokenDiffGitTests
