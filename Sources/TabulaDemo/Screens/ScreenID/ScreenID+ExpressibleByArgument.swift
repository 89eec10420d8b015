import ArgumentParser

// MARK: - ScreenID + ExpressibleByArgument

/// A screen is named on the command line by its raw value: `--screen pokedex`.
extension ScreenID: ExpressibleByArgument {}
