import AdsightCLI

await AdsightCommand.main()
