import AdsightCLI

AdsightCommand.runMain()
