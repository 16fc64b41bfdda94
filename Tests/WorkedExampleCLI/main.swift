import MapCompatCommandLine
import WorkedExamplePlugin

// Every `mapcompat` subcommand, on the worked example's plugin (after core), porting to and from its style too.
MapCompatCommand.main(plugins: [MapboxMapsPlugin()], portingStyles: [.mapbox])
