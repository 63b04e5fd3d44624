import ArgumentParser
import Server

extension SettingDefinition {
    /// The option's help: the setting's sentence, its variable and its default, and its value's name.
    var argumentHelp: ArgumentHelp { ArgumentHelp(help, valueName: valueName) }

    /// The option's name, for one ArgumentParser would not make of its property's (`--allowed-host`
    /// for `allowedHosts`).
    var optionName: NameSpecification { .customLong(String(name.option.dropFirst("--".count))) }
}
