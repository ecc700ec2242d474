import Foundation

/// Every token path the shared screens ask the client app for.
public struct ThemeTokens {
  public static let brand = "{Brand.brand-500}"
  public static let brandSoft = "{Brand.brand-300}"
  public static let themeTabbarSelected = "theme/tabbar/selected"
  public static let themeTabbarIdle = "theme/tabbar/idle"
  public static let themeSurfaceCard = "theme/surface/card"
  public static let themeButtonsRadius = "theme/buttons/radius"
}
