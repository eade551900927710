from ebbing.cli.app import main

main()
