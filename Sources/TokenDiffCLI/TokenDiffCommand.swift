// Commands and loading.
