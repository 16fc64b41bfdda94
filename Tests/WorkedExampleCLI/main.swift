import MapCompatCommandLine
import WorkedExamplePlugin

// Every `mapcompat` subcommand, on the worked example's plugin (after core).
MapCompatCommand.main(plugins: [MapboxMapsPlugin()])
