from ebbing.cli.entry import main

main()
